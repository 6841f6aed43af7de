import type { GridItem, GridRecord } from './gridTypes';

/** Unlabelled item: id, key and record; labels depend on the whole list and come last. */
type KeyedItem = Omit<GridItem, 'ariaLabel'>;

/** An item's place in the list as the page's language says it: `Item 3 of 12` in English. */
export type ItemPlace = (position: number, count: number) => string;

const englishPlace: ItemPlace = (position, count) => `Item ${position} of ${count}`;

function readText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function readBody(record: GridRecord): Readonly<Record<string, unknown>> | undefined {
  const body = record.contentBody;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Readonly<Record<string, unknown>>)
    : undefined;
}

/** The record's own identity: `id`, else `contentKey`, else `managedContentId`. */
function recordIdentity(record: GridRecord): string | undefined {
  return readText(record.id) ?? readText(record.contentKey) ?? readText(record.managedContentId);
}

/**
 * The record's display title: `displayTitle` (a document's title as `readDocument` reads it),
 * else `title`, else `contentBody.title` (image items), else `name`.
 */
export function recordTitle(record: GridRecord): string | undefined {
  return (
    readText(record.displayTitle) ??
    readText(record.title) ??
    readText(readBody(record)?.title) ??
    readText(record.name)
  );
}

function domSafe(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '-');
}

/**
 * Keys records, skipping any whose id is already taken (by `taken` or earlier in `records`):
 * ids stay unique, so merging by id never duplicates an item. `generatedPrefix` makes ids for
 * records without one, e.g. `p2-0` for the first record of page 2.
 */
function keyRecords(
  gridId: string,
  records: readonly GridRecord[],
  generatedPrefix: string,
  taken: ReadonlySet<string> = new Set(),
  takenKeys: ReadonlySet<string> = new Set(),
): KeyedItem[] {
  const ids = new Set(taken);
  const keys = new Set(takenKeys);
  const items: KeyedItem[] = [];
  records.forEach((record, index) => {
    const id = recordIdentity(record) ?? `${generatedPrefix}-${index}`;
    if (ids.has(id)) return;
    ids.add(id);
    const base = `${domSafe(gridId)}-item-${domSafe(id)}`;
    let key = base;
    for (let n = 2; keys.has(key); n += 1) key = `${base}-${n}`;
    keys.add(key);
    items.push({ id, key, record });
  });
  return items;
}

/** `Item 3 of 12: Title`, or `Item 3 of 12` when the record has no title. */
function itemAriaLabel(
  record: GridRecord,
  position: number,
  count: number,
  itemPlace: ItemPlace,
): string {
  const title = recordTitle(record);
  const place = itemPlace(position, count);
  return title ? `${place}: ${title}` : place;
}

/** Labels every item by its place in the whole list (positions shift when items are added). */
function labelItems(items: readonly KeyedItem[], place: ItemPlace): GridItem[] {
  return items.map((item, index) => ({
    ...item,
    ariaLabel: itemAriaLabel(item.record, index + 1, items.length, place),
  }));
}

/** A fresh list of items from records (a static collection or a replaced page). */
export function toGridItems(
  gridId: string,
  records: readonly GridRecord[],
  generatedPrefix: string,
  place: ItemPlace = englishPlace,
): GridItem[] {
  return labelItems(keyRecords(gridId, records, generatedPrefix), place);
}

/**
 * Pages of records merged by unique id, in page order (append mode): a record whose id an
 * earlier page listed is left out. Records without an id get page-scoped ids (`p2-0`), so pages
 * never clash. `firstNewItemId` is the first item the last page added (`null` when it added
 * none, or for a single page: nothing was appended).
 */
export function mergePages(
  gridId: string,
  pages: readonly (readonly GridRecord[])[],
  place: ItemPlace = englishPlace,
): { items: GridItem[]; firstNewItemId: string | null } {
  const listed: KeyedItem[] = [];
  let added: KeyedItem[] = [];
  pages.forEach((records, page) => {
    added = keyRecords(
      gridId,
      records,
      `p${String(page)}`,
      new Set(listed.map((item) => item.id)),
      new Set(listed.map((item) => item.key)),
    );
    listed.push(...added);
  });
  return {
    items: labelItems(listed, place),
    firstNewItemId: pages.length > 1 ? (added[0]?.id ?? null) : null,
  };
}
