function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Structural sharing: returns `prev` when `next` is deeply equal to it, and otherwise `next` with
 * every deeply equal branch replaced by the one from `prev`. Listeners and React selectors then see
 * a new reference only where the data really changed.
 */
export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const copy: unknown[] = [];
    for (let i = 0; i < next.length; i++) {
      const item = replaceEqualDeep(prev[i], next[i] as unknown);
      copy.push(item);
      if (item !== prev[i]) same = false;
    }
    return (same ? prev : copy) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const prevKeys = Object.keys(prev);
    const nextKeys = Object.keys(next);
    let same = prevKeys.length === nextKeys.length;
    const copy: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const item = replaceEqualDeep(prev[key], next[key]);
      if (key === '__proto__') {
        Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true });
      } else {
        copy[key] = item;
      }
      if (item !== prev[key] || !Object.hasOwn(prev, key)) same = false;
    }
    return (same ? prev : copy) as T;
  }
  return next;
}
