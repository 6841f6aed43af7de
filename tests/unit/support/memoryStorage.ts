/**
 * The browser's `localStorage` for tests in Node: keys in insertion order, and a room (in
 * characters of keys and values, as browsers count it) past which `setItem` throws the
 * browser's `QuotaExceededError`.
 */
export function memoryStorage(room = Number.POSITIVE_INFINITY) {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      const before = items.get(key);
      const after = used() - (before === undefined ? 0 : key.length + before.length);
      if (after + key.length + value.length > room) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
    clear: () => {
      items.clear();
    },
  };
}
