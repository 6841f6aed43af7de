/**
 * JSON with object keys sorted at every level, so equal objects give equal strings whatever their
 * key order (the platform's `stableJSONStringify`, used for server-method cache keys). Otherwise it
 * is `JSON.stringify`: `toJSON` is honoured (a `Date` gives its ISO string), array order is kept,
 * and `undefined`, functions and symbols are dropped from objects and `null` in arrays. A value
 * JSON cannot represent at all (`undefined`, a function) gives `''`; a circular reference gives the
 * string `"[circular]"` instead of throwing.
 */
export function stableStringify(value: unknown): string {
  const json = JSON.stringify(sortKeys(value, '', new Set())) as string | undefined;
  return json ?? '';
}

function hasToJSON(value: unknown): value is { toJSON: (key: string) => unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  );
}

/** `ancestors` holds the objects on the path from the root: only they make a cycle. */
function sortKeys(input: unknown, key: string, ancestors: Set<object>): unknown {
  const value = hasToJSON(input) ? input.toJSON(key) : input;
  if (typeof value !== 'object' || value === null) return value;
  if (ancestors.has(value)) return '[circular]';
  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      return value.map((item: unknown, index) => sortKeys(item, String(index), ancestors));
    }
    const source = value as Record<string, unknown>;
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(source).sort()) {
      // defineProperty, so a `__proto__` key stays data instead of setting the prototype.
      Object.defineProperty(sorted, name, {
        value: sortKeys(source[name], name, ancestors),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return sorted;
  } finally {
    ancestors.delete(value);
  }
}
