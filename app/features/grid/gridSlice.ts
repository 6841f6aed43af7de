import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { mergeGridItems, toGridItems } from './gridItems';
import type {
  GridCollectionResult,
  GridEntry,
  GridError,
  GridPaginationMode,
  GridRecord,
  GridRootState,
  GridSliceState,
} from './gridTypes';

/** A grid nobody has loaded yet. */
export function createGridEntry(): GridEntry {
  return {
    items: [],
    error: null,
    status: 'idle',
    paginationAction: null,
    page: 0,
    hasNextPage: false,
    hasPreviousPage: false,
    firstNewItemId: null,
    requestedPage: null,
    sourceKey: null,
  };
}

const IDLE_ENTRY: GridEntry = createGridEntry();

interface GridIdPayload {
  gridId: string;
}

export interface CollectionReceivedPayload extends GridIdPayload {
  result: GridCollectionResult;
}

export interface PageEventPayload extends GridIdPayload {
  /** The grid's pagination mode option: `append` makes the action `append`, anything else `replace`. */
  mode: GridPaginationMode;
}

export interface PageRequestedPayload extends GridIdPayload {
  page: number;
  sourceKey: string;
}

export interface PageLoadedPayload extends GridIdPayload {
  page: number;
  records: readonly GridRecord[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface LoadFailedPayload extends GridIdPayload {
  page: number;
  error: GridError;
}

function entryOf(state: GridSliceState, gridId: string): GridEntry {
  state[gridId] ??= createGridEntry();
  return state[gridId];
}

function setPaginationAction(state: GridSliceState, { gridId, mode }: PageEventPayload): void {
  entryOf(state, gridId).paginationAction = mode === 'append' ? 'append' : 'replace';
}

const initialState: GridSliceState = {};

export const gridSlice = createSlice({
  name: 'grid',
  initialState,
  reducers: {
    /** A data provider handed over a whole collection: its items replace the list. */
    collectionReceived(state, action: PayloadAction<CollectionReceivedPayload>) {
      const { gridId, result } = action.payload;
      state[gridId] = {
        ...createGridEntry(),
        items: toGridItems(gridId, result.items, 'c'),
        error: result.error,
        status: result.error ? 'failed' : 'ready',
      };
    },
    nextPageRequested(state, action: PayloadAction<PageEventPayload>) {
      setPaginationAction(state, action.payload);
    },
    previousPageRequested(state, action: PayloadAction<PageEventPayload>) {
      setPaginationAction(state, action.payload);
    },
    /** A page request is under way; a new source key starts a fresh list (no pagination action). */
    pageRequested(state, action: PayloadAction<PageRequestedPayload>) {
      const { gridId, page, sourceKey } = action.payload;
      const entry = entryOf(state, gridId);
      if (entry.sourceKey !== sourceKey) {
        entry.paginationAction = null;
        entry.items = [];
        entry.sourceKey = sourceKey;
      }
      entry.status = 'loading';
      entry.requestedPage = page;
      entry.error = null;
    },
    /** Append merges the page's records by unique id; otherwise they replace the list. */
    pageLoaded(state, action: PayloadAction<PageLoadedPayload>) {
      const { gridId, page, records, hasNextPage, hasPreviousPage } = action.payload;
      const entry = entryOf(state, gridId);
      if (entry.requestedPage !== page) return;
      if (entry.paginationAction === 'append') {
        const merged = mergeGridItems(gridId, entry.items, records, `p${page}`);
        entry.items = merged.items;
        entry.firstNewItemId = merged.firstNewItemId;
      } else {
        entry.items = toGridItems(gridId, records, `p${page}`);
        entry.firstNewItemId = null;
      }
      entry.page = page;
      entry.hasNextPage = hasNextPage;
      entry.hasPreviousPage = hasPreviousPage;
      entry.status = 'ready';
      entry.error = null;
      entry.requestedPage = null;
    },
    /**
     * The page failed: items already listed stay, the error is kept for the error state and
     * `requestedPage` still names the failed page (a retry asks for it again).
     */
    loadFailed(state, action: PayloadAction<LoadFailedPayload>) {
      const { gridId, page, error } = action.payload;
      const entry = entryOf(state, gridId);
      if (entry.requestedPage !== page) return;
      entry.status = 'failed';
      entry.error = error;
    },
  },
});

export const {
  collectionReceived,
  nextPageRequested,
  previousPageRequested,
  pageRequested,
  pageLoaded,
  loadFailed,
} = gridSlice.actions;

export type GridAction = ReturnType<(typeof gridSlice.actions)[keyof typeof gridSlice.actions]>;

/** The grid's entry; a shared idle entry for a grid not loaded yet (stable for `useSelector`). */
export function selectGridEntry(state: GridRootState, gridId: string): GridEntry {
  return state.grid[gridId] ?? IDLE_ENTRY;
}

export function selectGridItems(state: GridRootState, gridId: string): GridEntry['items'] {
  return selectGridEntry(state, gridId).items;
}
