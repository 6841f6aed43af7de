/** One data record a grid item shows: a delivery document or any plain JSON object. */
export type GridRecord = Readonly<Record<string, unknown>>;

/** A grid item: the record plus what the list needs to render, focus and announce it. */
export interface GridItem {
  /** Unique within the grid: the record's `id`, else its `contentKey`, else `managedContentId`, else generated. */
  id: string;
  /** Unique, DOM-safe key: the React key and the item element's `id` attribute. */
  key: string;
  /** Accessible name of the focusable item: `Item 3 of 12: <title>` (`Item 3 of 12` without a title). */
  ariaLabel: string;
  record: GridRecord;
}

/** How a grid pages: `append` grows the list ("Show more"); `replace` swaps pages. */
export type GridPaginationMode = 'append' | 'replace';

/** Where a grid reads its records: managed content by type and/or by content keys. */
export interface GridSource {
  /** Fully qualified content type name, e.g. `sfdc_cms__news`. */
  contentTypeFQN?: string;
  /** Content keys (`MC…`), at most 50 (the platform's limit). */
  contentKeys?: string[];
}

/**
 * One sourced grid's paging in the `grid` slice: UI state only. The pages themselves are SDK
 * cache entries, read by the grid; their loading, errors and de-duplication are the cache's.
 */
export interface GridPaging {
  /** The list this paging belongs to (source and page size); another list starts at page 0. */
  sourceKey: string | null;
  /** The page asked for, 0-based: replace mode shows it, append mode pages 0 to it. */
  page: number;
  /** The page on screen (the last one merged in append mode); lags `page` while it loads. */
  shownPage: number;
  /** What the last next/previous page event asked for; `null` before any (the first page). */
  paginationAction: GridPaginationMode | null;
  /** The first item the last appended page added (focus moves there); `null` when none was new. */
  firstNewItemId: string | null;
  /** A page asked for by a page event is on screen and focus has not moved to it yet. */
  focusPending: boolean;
}

/** The `grid` slice: one paging per sourced grid, keyed by the grid's id (its view node id). */
export type GridSliceState = Record<string, GridPaging>;

/** The part of the root state the grid feature reads. */
export interface GridRootState {
  grid: GridSliceState;
}
