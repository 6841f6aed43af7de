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

/** A load error as the store keeps it (serialisable). */
export interface GridError {
  message: string;
  status?: number;
}

/** A data provider's result for a grid, as the platform hands it over. */
export interface GridCollectionResult {
  items: readonly GridRecord[];
  error: GridError | null;
}

/** How a grid pages: `append` grows the list ("Show more"); `replace` swaps pages. */
export type GridPaginationMode = 'append' | 'replace';

export type GridStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Where a grid reads its records: managed content by type and/or by content keys. */
export interface GridSource {
  /** Fully qualified content type name, e.g. `sfdc_cms__news`. */
  contentTypeFQN?: string;
  /** Content keys (`MC…`), at most 50 (the platform's limit). */
  contentKeys?: string[];
}

/** One grid's state in the `grid` slice. */
export interface GridEntry {
  items: GridItem[];
  error: GridError | null;
  status: GridStatus;
  /** What the last next/previous page event asked for; `null` before any (a fresh list). */
  paginationAction: GridPaginationMode | null;
  /** The last page loaded, 0-based (the platform's paging). */
  page: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** The first item the last append added (focus moves there); `null` when none was new. */
  firstNewItemId: string | null;
  /** The page under way (or that failed); a response for any other page is stale and ignored. */
  requestedPage: number | null;
  /** Identifies the source and page size the items came from; a new one starts a fresh list. */
  sourceKey: string | null;
}

/** The `grid` slice: one entry per grid, keyed by the grid's id (its view node id). */
export type GridSliceState = Record<string, GridEntry>;

/** The part of the root state the grid feature reads. */
export interface GridRootState {
  grid: GridSliceState;
}
