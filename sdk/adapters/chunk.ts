/**
 * `items` cut into consecutive slices of `size` (the last one may be shorter), e.g. content keys
 * into `getContents` calls of at most `MAX_KEYS_PER_CALL`. Empty input gives `[]`.
 * Throws a `RangeError` when `size` is not a positive integer.
 */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`chunk size must be a positive integer, got ${String(size)}`);
  }
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
