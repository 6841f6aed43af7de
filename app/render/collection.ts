/** A data provider's collection: items plus the order the page builder asked for. */
export interface Collection<T> {
  items: readonly T[];
  /** Field to sort by; no sorting when empty. */
  sortBy?: string;
  /** 'ASC' (default) or 'DESC'. */
  sortOrder?: 'ASC' | 'DESC';
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return asText(a).localeCompare(asText(b), 'en', { numeric: true, sensitivity: 'base' });
}

/** The collection's items in its sortBy/sortOrder; missing values sort last; stable. */
export function orderCollection<T extends Readonly<Record<string, unknown>>>(
  collection: Collection<T>,
): T[] {
  const { items, sortBy, sortOrder = 'ASC' } = collection;
  if (!sortBy) return [...items];
  const direction = sortOrder === 'DESC' ? -1 : 1;
  return items
    .map((item, index) => ({ item, index }))
    .sort((x, y) => {
      const a = x.item[sortBy];
      const b = y.item[sortBy];
      if (a === undefined || a === null || b === undefined || b === null) {
        return compareValues(a, b) || x.index - y.index;
      }
      return direction * compareValues(a, b) || x.index - y.index;
    })
    .map(({ item }) => item);
}
