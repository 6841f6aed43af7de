import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ThunkExtra } from '../../store';
import { documentToRecord } from './documentToRecord';
import {
  loadFailed,
  nextPageRequested,
  pageLoaded,
  pageRequested,
  previousPageRequested,
  selectGridEntry,
} from './gridSlice';
import type { GridError, GridPaginationMode, GridRootState, GridSource } from './gridTypes';

// Typed against the grid's part of the state, so the thunks run in any store that mounts the slice.
const createGridThunk = createAsyncThunk.withTypes<{
  state: GridRootState;
  extra: ThunkExtra;
  rejectValue: GridError;
}>();

export interface LoadGridPageArgs {
  gridId: string;
  source: GridSource;
  /** 0-based page (the platform's paging). */
  page: number;
  /** Documents per page, 1..25 (the platform's cap when bodies are included). */
  pageSize: number;
  /** The grid's pagination mode option. */
  mode: GridPaginationMode;
}

/** Identifies what a list was read from; a different key means a fresh list. */
export function gridSourceKey(source: GridSource, pageSize: number): string {
  return JSON.stringify([source.contentTypeFQN ?? null, source.contentKeys ?? null, pageSize]);
}

function toGridError(error: unknown): GridError {
  const message = error instanceof Error ? error.message : String(error);
  const status =
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
      ? error.status
      : undefined;
  return status === undefined ? { message } : { message, status };
}

function isSameList(state: GridRootState, args: LoadGridPageArgs): boolean {
  const entry = selectGridEntry(state, args.gridId);
  return entry.status !== 'idle' && entry.sourceKey === gridSourceKey(args.source, args.pageSize);
}

/**
 * Reads one page of managed content (with bodies) for a grid. Moving to a later or an earlier
 * page of the same list is a next- or previous-page event first (it sets the pagination action
 * from `mode`); the first load, a retry and a new source are plain requests. The page lands as
 * `grid/pageLoaded` or `grid/loadFailed`; the thunk then rejects too (with the stored error), so
 * data-error listeners see the failure. A request for the page already under way is skipped.
 */
export const loadGridPage = createGridThunk(
  'grid/loadPage',
  async (args: LoadGridPageArgs, { dispatch, getState, extra, rejectWithValue }) => {
    const { gridId, source, page, pageSize, mode } = args;
    const { sdk, config } = extra;
    const entry = selectGridEntry(getState(), gridId);
    if (isSameList(getState(), args) && page > entry.page) {
      dispatch(nextPageRequested({ gridId, mode }));
    } else if (isSameList(getState(), args) && page < entry.page) {
      dispatch(previousPageRequested({ gridId, mode }));
    }
    dispatch(pageRequested({ gridId, page, sourceKey: gridSourceKey(source, pageSize) }));
    try {
      const result = await sdk.getContents({
        channelOrSiteId: config.siteId,
        contentTypeFQN: source.contentTypeFQN,
        contentKeys: source.contentKeys,
        page,
        pageSize,
        includeContentBody: true,
      });
      const records = result.contents.map((document) =>
        documentToRecord(document, config.basePath),
      );
      const hasNextPage = result.nextPageUrl !== null;
      dispatch(pageLoaded({ gridId, page, records, hasNextPage, hasPreviousPage: page > 0 }));
      return undefined;
    } catch (error) {
      const gridError = toGridError(error);
      dispatch(loadFailed({ gridId, page, error: gridError }));
      return rejectWithValue(gridError);
    }
  },
  {
    condition: (args, { getState }) => {
      const entry = selectGridEntry(getState(), args.gridId);
      const underWay = entry.status === 'loading' && entry.requestedPage === args.page;
      return !(underWay && isSameList(getState(), args));
    },
  },
);

/** A grid thunk that is not an async thunk (plain `dispatch`/`getState` sequencing). */
type GridThunk = ThunkAction<Promise<void>, GridRootState, ThunkExtra, UnknownAction>;

/** Loads the first page unless this grid already shows (or is loading) the same source. */
export function ensureGridLoaded(args: Omit<LoadGridPageArgs, 'page'>): GridThunk {
  return async (dispatch, getState) => {
    if (isSameList(getState(), { ...args, page: 0 })) return;
    await dispatch(loadGridPage({ ...args, page: 0 }));
  };
}
