import { z } from 'zod/mini';
import { DEFAULT_GRID_OPTIONS, MAX_PAGE_SIZE, type GridOptions } from '../../features/grid';
import { normalizeBoolean } from '../../normalizers/normalizeBoolean';
import { normalizeGridColumns } from '../../normalizers/normalizeGridColumns';
import { normalizeGridItemSpacing } from '../../normalizers/normalizeGridItemSpacing';
import { normalizeHeadingTag } from '../../normalizers/normalizeHeadingTag';
import { normalizeText } from '../../normalizers/normalizeText';
import { toInteger } from '../../normalizers/toInteger';
import { orderCollection } from '../../views/collection';

/** The platform caps `contentKeys` at 50 per request. */
const MAX_CONTENT_KEYS = 50;

const nonEmptyText = z.string().check(z.trim(), z.minLength(1));

/** The non-blank string keys, at most the platform's cap; undefined when none is left. */
function contentKeysOf(keys: unknown[]): string[] | undefined {
  const valid = keys.filter((key): key is string => typeof key === 'string' && key.trim() !== '');
  return valid.length > 0 ? valid.slice(0, MAX_CONTENT_KEYS) : undefined;
}

const sourceSchema = z.object({
  contentTypeFQN: z.catch(z.optional(nonEmptyText), undefined),
  contentKeys: z.catch(
    z.optional(z.pipe(z.array(z.unknown()), z.transform(contentKeysOf))),
    undefined,
  ),
});

const itemsSchema = z.array(z.record(z.string(), z.unknown()));

function parseSource(raw: unknown): GridOptions['source'] {
  const parsed = sourceSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const { contentTypeFQN, contentKeys } = parsed.data;
  if (contentTypeFQN === undefined && contentKeys === undefined) return undefined;
  return {
    ...(contentTypeFQN === undefined ? {} : { contentTypeFQN }),
    ...(contentKeys === undefined ? {} : { contentKeys }),
  };
}

function parsePageSize(raw: unknown): number {
  const size = toInteger(raw);
  return size !== undefined && size >= 1 && size <= MAX_PAGE_SIZE
    ? size
    : DEFAULT_GRID_OPTIONS.pageSize;
}

/** A static collection in its `sortBy` / `sortOrder` (ASC by default; unsorted without sortBy). */
function orderItems(
  items: readonly Record<string, unknown>[],
  sortBy: unknown,
  sortOrder: unknown,
): Record<string, unknown>[] {
  return orderCollection({
    items,
    ...(typeof sortBy === 'string' && sortBy.trim() !== '' ? { sortBy: sortBy.trim() } : {}),
    sortOrder: sortOrder === 'DESC' ? 'DESC' : 'ASC',
  });
}

/** The `grid` block's props with every fallback applied; never throws. */
export function parseGridProps(raw: Readonly<Record<string, unknown>>): GridOptions {
  const defaults = DEFAULT_GRID_OPTIONS;
  const source = parseSource(raw.source);
  const items = itemsSchema.safeParse(raw.items);
  const title = normalizeText(raw.title);
  return {
    columns: normalizeGridColumns(raw.columns),
    itemSpacing: normalizeGridItemSpacing(raw.itemSpacing),
    paginationMode: raw.paginationMode === 'append' ? 'append' : 'replace',
    autoScroll: normalizeBoolean(raw.autoScroll, defaults.autoScroll),
    showEmptyState: normalizeBoolean(raw.showEmptyState, defaults.showEmptyState),
    emptyStateText: normalizeText(raw.emptyStateText, defaults.emptyStateText),
    showErrorState: normalizeBoolean(raw.showErrorState, defaults.showErrorState),
    errorStateText: normalizeText(raw.errorStateText, defaults.errorStateText),
    pageSize: parsePageSize(raw.pageSize),
    headingTag: normalizeHeadingTag(raw.headingTag, defaults.headingTag),
    ...(source === undefined ? {} : { source }),
    ...(items.success ? { items: orderItems(items.data, raw.sortBy, raw.sortOrder) } : {}),
    ...(title === '' ? {} : { title }),
  };
}
