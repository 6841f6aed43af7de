/**
 * JSON with object keys sorted at every level, so equal parameter objects give equal strings
 * (the platform's `stableJSONStringify` for server-method cache keys).
 */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(source).sort()) {
    Object.defineProperty(sorted, key, {
      value: sortKeys(source[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return sorted;
}
