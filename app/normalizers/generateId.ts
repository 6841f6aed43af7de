/** The largest number {@link generateId} accepts. */
export const MAX_GENERATED_ID = 9999;

/**
 * A DOM id made of a prefix and a sequence number, e.g. `generateId('card-title', 3)` gives
 * `card-title-3`. Throws a `RangeError` for a number that is negative, not an integer or above
 * {@link MAX_GENERATED_ID}, and a `TypeError` for a prefix that is not a valid id start.
 */
export function generateId(prefix: string, n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > MAX_GENERATED_ID) {
    throw new RangeError(
      `id number must be an integer from 0 to ${MAX_GENERATED_ID}, got ${String(n)}`,
    );
  }
  if (!/^[A-Za-z][\w-]*$/.test(prefix)) {
    throw new TypeError(`id prefix must start with a letter and hold only letters, digits, _ or -`);
  }
  return `${prefix}-${n}`;
}
