import type { CacheEntry, ManagedContentCollection, SdkErrorJson } from '@about-site/sdk';
import { documentRecord } from './documentRecord';
import { mergePages, toGridItems, type ItemPlace } from './gridItems';
import type { GridItem, GridPaginationMode, GridPaging, GridRecord } from './gridTypes';

type PageEntry = CacheEntry<ManagedContentCollection>;

/** What a sourced grid shows, derived from its paging and the cache entries of its pages. */
export interface GridListing {
  items: GridItem[];
  /** The page on screen (the last one merged in append mode); `null` before the first arrives. */
  shownPage: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** The page asked for is not on screen yet and is on its way. */
  loading: boolean;
  /** Why the page asked for could not be shown; `null` when it is shown or on its way. */
  error: SdkErrorJson | null;
  /** The page whose last request failed (a retry asks for it again); `null` when none. */
  failedPage: number | null;
  /** Append mode: the first item the last merged page added; `null` when none (or one page). */
  firstNewItemId: string | null;
}

export interface GridListingArgs {
  gridId: string;
  mode: GridPaginationMode;
  paging: Pick<GridPaging, 'page' | 'shownPage'>;
  /** The cache entry of a page (an empty entry for a page not read). */
  entryOf: (page: number) => PageEntry;
  /** Site base path, for image urls. */
  basePath: string;
  /** Where the page's own language's pages are: the records' links lead there. */
  pageBase: string;
  /** How the page's language says an item's place (`Item 3 of 12`); English by default. */
  place?: ItemPlace;
}

/**
 * The pages a grid reads: append mode every page up to the one asked for; replace mode that page
 * and, while it loads, the page still on screen.
 */
export function gridPagesToRead(
  mode: GridPaginationMode,
  paging: Pick<GridPaging, 'page' | 'shownPage'>,
): number[] {
  if (mode === 'append') return Array.from({ length: paging.page + 1 }, (_, page) => page);
  return paging.page === paging.shownPage ? [paging.page] : [paging.page, paging.shownPage];
}

function records(
  data: ManagedContentCollection,
  { basePath, pageBase }: Pick<GridListingArgs, 'basePath' | 'pageBase'>,
): GridRecord[] {
  return data.contents.map((document) => documentRecord(document, basePath, pageBase));
}

/** An entry whose data is missing: failed (last request failed, none under way) or on its way. */
function missing(entry: PageEntry, page: number) {
  const error = entry.loading ? undefined : entry.error;
  return error === undefined
    ? { loading: true, error: null, failedPage: null }
    : { loading: false, error, failedPage: page };
}

const SETTLED = { loading: false, error: null, failedPage: null };

/** Replace mode: the page asked for once it has data; until then the page still on screen. */
function replaceListing({
  gridId,
  paging,
  entryOf,
  place,
  ...paths
}: GridListingArgs): GridListing {
  const asked = entryOf(paging.page);
  const previous = entryOf(paging.shownPage);
  const shown =
    asked.data !== undefined
      ? { page: paging.page, data: asked.data }
      : previous.data !== undefined
        ? { page: paging.shownPage, data: previous.data }
        : null;
  const shownPage = shown?.page ?? null;
  return {
    items: shown
      ? toGridItems(gridId, records(shown.data, paths), `p${String(shown.page)}`, place)
      : [],
    shownPage,
    hasNextPage: shown !== null && shown.data.nextPageUrl !== null,
    hasPreviousPage: shownPage !== null && shownPage > 0,
    ...(asked.data === undefined ? missing(asked, paging.page) : SETTLED),
    firstNewItemId: null,
  };
}

/** Append mode: pages 0 up to the first one without data, merged by unique id. */
function appendListing({ gridId, paging, entryOf, place, ...paths }: GridListingArgs): GridListing {
  const pages: ManagedContentCollection[] = [];
  for (let page = 0; page <= paging.page; page += 1) {
    const { data } = entryOf(page);
    if (data === undefined) break;
    pages.push(data);
  }
  const { items, firstNewItemId } = mergePages(
    gridId,
    pages.map((data) => records(data, paths)),
    place,
  );
  const last = pages.at(-1);
  const next = pages.length <= paging.page ? pages.length : null;
  return {
    items,
    shownPage: last === undefined ? null : pages.length - 1,
    hasNextPage: last !== undefined && last.nextPageUrl !== null,
    hasPreviousPage: pages.length > 1,
    ...(next === null ? SETTLED : missing(entryOf(next), next)),
    firstNewItemId,
  };
}

/** What a sourced grid lists, page state and errors included, from its pages' cache entries. */
export function gridListing(args: GridListingArgs): GridListing {
  return args.mode === 'append' ? appendListing(args) : replaceListing(args);
}
