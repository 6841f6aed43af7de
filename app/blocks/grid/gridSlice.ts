import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GridPaginationMode, GridPaging, GridRootState, GridSliceState } from './gridTypes';

declare module '../../state/store' {
  /** The grid's slice in the store (injected by the page's store). */
  interface RootState {
    grid: GridSliceState;
  }
}

/** A list nobody has paged yet: its first page, asked for and shown. */
function createGridPaging(sourceKey: string | null): GridPaging {
  return {
    sourceKey,
    page: 0,
    shownPage: 0,
    paginationAction: null,
    firstNewItemId: null,
    focusPending: false,
  };
}

const FRESH_PAGING: GridPaging = createGridPaging(null);

/** Which grid, reading which list (`gridSourceKey`): an action for another list starts over. */
interface GridListPayload {
  gridId: string;
  sourceKey: string;
}

export interface PageEventPayload extends GridListPayload {
  /** The grid's pagination mode option: `append` makes the action `append`, anything else `replace`. */
  mode: GridPaginationMode;
}

export interface PageShownPayload extends GridListPayload {
  page: number;
  /** The first item the page added to an appended list; `null` when none was new. */
  firstNewItemId: string | null;
}

function pagingOf(state: GridSliceState, { gridId, sourceKey }: GridListPayload): GridPaging {
  const paging = state[gridId];
  if (paging?.sourceKey === sourceKey) return paging;
  const fresh = createGridPaging(sourceKey);
  state[gridId] = fresh;
  return fresh;
}

function pageEvent(state: GridSliceState, payload: PageEventPayload, page: number): void {
  const paging = pagingOf(state, payload);
  paging.paginationAction = payload.mode === 'append' ? 'append' : 'replace';
  paging.page = Math.max(0, page);
}

const initialState: GridSliceState = {};

export const gridSlice = createSlice({
  name: 'grid',
  initialState,
  reducers: {
    /** "Next page" or "Show more": asks for the page after the one on screen. */
    nextPageRequested(state, action: PayloadAction<PageEventPayload>) {
      const { shownPage } = pagingOf(state, action.payload);
      pageEvent(state, action.payload, shownPage + 1);
    },
    /** "Previous page": asks for the page before the one on screen. */
    previousPageRequested(state, action: PayloadAction<PageEventPayload>) {
      const { shownPage } = pagingOf(state, action.payload);
      pageEvent(state, action.payload, shownPage - 1);
    },
    /**
     * The page asked for is on screen (its cache entry has data). After a page event, focus is
     * due: to the first new item (append) or to the grid's heading (replace). A page that is no
     * longer the one asked for is ignored.
     */
    pageShown(state, action: PayloadAction<PageShownPayload>) {
      const { page, firstNewItemId } = action.payload;
      const paging = pagingOf(state, action.payload);
      if (paging.page !== page || paging.shownPage === page) return;
      paging.shownPage = page;
      paging.firstNewItemId = paging.paginationAction === 'append' ? firstNewItemId : null;
      paging.focusPending = paging.paginationAction !== null;
    },
    /** Focus has moved to the page shown (or there was nothing to focus). */
    focusMoved(state, action: PayloadAction<{ gridId: string }>) {
      const paging = state[action.payload.gridId];
      if (paging) paging.focusPending = false;
    },
  },
});

export const { nextPageRequested, previousPageRequested, pageShown, focusMoved } =
  gridSlice.actions;

/**
 * The grid's paging of the list `sourceKey`; a shared first-page paging when the grid has none
 * or pages another list (stable for `useSelector`).
 */
export function selectGridPaging(
  state: GridRootState,
  gridId: string,
  sourceKey: string,
): GridPaging {
  const paging = state.grid[gridId];
  return paging?.sourceKey === sourceKey ? paging : FRESH_PAGING;
}
