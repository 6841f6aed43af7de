import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkExtra } from '../../store';
import { collectionReceived, selectGridEntry } from './gridSlice';
import { ensureGridLoaded, gridSourceKey, loadGridPage } from './gridThunks';
import type {
  GridEntry,
  GridPaginationMode,
  GridRecord,
  GridRootState,
  GridSource,
} from './gridTypes';

// Typed against the grid's part of the state, so the feature works in any store that mounts it.
const useGridDispatch =
  useDispatch.withTypes<ThunkDispatch<GridRootState, ThunkExtra, UnknownAction>>();
const useGridSelector = useSelector.withTypes<GridRootState>();

export interface UseGridArgs {
  gridId: string;
  /** Managed content to page through; without it the grid shows `items`. */
  source?: GridSource;
  /** A static collection, used when there is no `source`. */
  items?: readonly GridRecord[];
  pageSize: number;
  mode: GridPaginationMode;
}

export interface UseGridResult {
  entry: GridEntry;
  /** Loads the next page (append or replace, per mode); a no-op while loading or on the last page. */
  showNextPage: () => void;
  showPreviousPage: () => void;
  /** Asks again for the page that failed. */
  retry: () => void;
}

/** A grid's state, its first load, and its paging commands. */
export function useGrid({ gridId, source, items, pageSize, mode }: UseGridArgs): UseGridResult {
  const dispatch = useGridDispatch();
  const entry = useGridSelector((state) => selectGridEntry(state, gridId));
  const sourceKey = source ? gridSourceKey(source, pageSize) : null;
  const itemsKey = source ? null : JSON.stringify(items ?? []);

  const load = useEffectEvent(() => {
    if (source) void dispatch(ensureGridLoaded({ gridId, source, pageSize, mode }));
    else dispatch(collectionReceived({ gridId, result: { items: items ?? [], error: null } }));
  });
  useEffect(() => {
    load();
  }, [gridId, sourceKey, itemsKey]);

  const goTo = useCallback(
    (page: number) => {
      if (source) void dispatch(loadGridPage({ gridId, source, page, pageSize, mode }));
    },
    [dispatch, gridId, source, pageSize, mode],
  );
  const loading = entry.status === 'loading';
  return {
    entry,
    showNextPage: () => {
      if (!loading && entry.hasNextPage) goTo(entry.page + 1);
    },
    showPreviousPage: () => {
      if (!loading && entry.hasPreviousPage) goTo(entry.page - 1);
    },
    retry: () => {
      if (!loading) goTo(entry.requestedPage ?? entry.page);
    },
  };
}
