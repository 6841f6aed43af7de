import { z } from 'zod/mini';
import { DEFAULT_GRID_OPTIONS, MAX_PAGE_SIZE, type GridOptions } from './gridOptions';
import { normalizeBoolean } from '../../normalizers/normalizeBoolean';
import { normalizeGridColumns } from '../../normalizers/normalizeGridColumns';
import { normalizeText } from '../../normalizers/normalizeText';
import { toInteger } from '../../normalizers/toInteger';
import { orderCollection } from '../../render/collection';
import { isCmsType, readDataProvider } from '../../render/dataProvider';
import { GRID_OPTIONS } from '../../../shared/blocks/grid';
import { readOption } from '../../../shared/blocks/options';

const DEFAULT_ITEM_KEY = DEFAULT_GRID_OPTIONS.itemKey;

/** The platform caps `contentKeys` at 50 per request. */
const MAX_CONTENT_KEYS = 50;

/** The non-blank string keys, at most the platform's cap; undefined when none is left. */
function contentKeysOf(keys: unknown[]): string[] | undefined {
  const valid = keys.filter((key): key is string => typeof key === 'string' && key.trim() !== '');
  return valid.length > 0 ? valid.slice(0, MAX_CONTENT_KEYS) : undefined;
}

const sourceSchema = z.object({
  contentKeys: z.catch(
    z.optional(z.pipe(z.array(z.unknown()), z.transform(contentKeysOf))),
    undefined,
  ),
});

const itemsSchema = z.array(z.record(z.string(), z.unknown()));

/**
 * The grid's data provider (`source`): managed content of `sfdcType` and/or `contentKeys`. In
 * the builder's preview mode, or for a type that is not managed content, it reads nothing.
 */
function parseSource(raw: unknown): Pick<GridOptions, 'source' | 'itemFields' | 'itemKey'> {
  if (typeof raw !== 'object' || raw === null) return { itemKey: DEFAULT_ITEM_KEY };
  const provider = readDataProvider(raw as Record<string, unknown>, DEFAULT_ITEM_KEY);
  const binding = {
    itemKey: provider.expressionKey,
    ...(provider.fields === undefined ? {} : { itemFields: provider.fields }),
  };
  const contentKeys = sourceSchema.safeParse(raw).data?.contentKeys;
  const type = provider.type;
  if (type !== undefined && !isCmsType(type)) {
    if (import.meta.env.DEV) console.warn(`Grid source: "${type}" is not a managed-content type.`);
    return binding;
  }
  if (provider.isPreviewMode || (type === undefined && contentKeys === undefined)) return binding;
  return {
    ...binding,
    source: {
      ...(type === undefined ? {} : { contentTypeFQN: type }),
      ...(contentKeys === undefined ? {} : { contentKeys }),
    },
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
  raw: Readonly<Record<string, unknown>>,
): Record<string, unknown>[] {
  const sortBy = raw.sortBy;
  return orderCollection({
    items,
    ...(typeof sortBy === 'string' && sortBy.trim() !== '' ? { sortBy: sortBy.trim() } : {}),
    sortOrder: readOption(raw, GRID_OPTIONS, 'sortOrder'),
  });
}

/** The `grid` block's props with every fallback applied; never throws. */
export function parseGridProps(raw: Readonly<Record<string, unknown>>): GridOptions {
  const defaults = DEFAULT_GRID_OPTIONS;
  const provider = parseSource(raw.source);
  const items = itemsSchema.safeParse(raw.items);
  const title = normalizeText(raw.title);
  return {
    columns: normalizeGridColumns(raw.columns),
    itemSpacing: readOption(raw, GRID_OPTIONS, 'itemSpacing'),
    paginationMode: readOption(raw, GRID_OPTIONS, 'paginationMode'),
    autoScroll: normalizeBoolean(raw.autoScroll, defaults.autoScroll),
    showEmptyState: normalizeBoolean(raw.showEmptyState, defaults.showEmptyState),
    emptyStateText: normalizeText(raw.emptyStateText, defaults.emptyStateText),
    showErrorState: normalizeBoolean(raw.showErrorState, defaults.showErrorState),
    errorStateText: normalizeText(raw.errorStateText, defaults.errorStateText),
    pageSize: parsePageSize(raw.pageSize),
    headingTag: readOption(raw, GRID_OPTIONS, 'headingTag'),
    ...provider,
    ...(items.success ? { items: orderItems(items.data, raw) } : {}),
    ...(title === '' ? {} : { title }),
  };
}
