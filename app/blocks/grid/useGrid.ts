import { useCallback, useMemo } from 'react';
import { useAppDispatch } from '../../state/hooks';
import type { GridListing } from './gridListing';
import { toGridItems, type ItemPlace } from './gridItems';
import { focusMoved } from './gridSlice';
import type { GridPaginationMode, GridPaging, GridRecord, GridSource } from './gridTypes';
import { useGridPages } from './useGridPages';
import { useMessages } from '../../i18n/useMessages';

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
  listing: GridListing;
  /** Pagination action and focus bookkeeping (a static collection never pages). */
  paging: GridPaging;
  showNextPage: () => void;
  showPreviousPage: () => void;
  /** Asks again for the page that failed. */
  retry: () => void;
  /** Tells the grid that focus has moved to the page shown. */
  onFocusMoved: () => void;
}

/** A grid's items and paging: pages of managed content from the SDK cache, or `items` as given. */
export function useGrid({ gridId, source, items, pageSize, mode }: UseGridArgs): UseGridResult {
  const dispatch = useAppDispatch();
  const t = useMessages();
  const place = useMemo<ItemPlace>(
    () => (position, count) => t('gridItem', { position, count }),
    [t],
  );
  const pages = useGridPages({ gridId, source, pageSize, mode, place });
  const staticListing = useMemo<GridListing | null>(
    () =>
      source
        ? null
        : {
            items: toGridItems(gridId, items ?? [], 'c', place),
            shownPage: 0,
            hasNextPage: false,
            hasPreviousPage: false,
            loading: false,
            error: null,
            failedPage: null,
            firstNewItemId: null,
          },
    [gridId, source, items, place],
  );
  const onFocusMoved = useCallback(() => {
    dispatch(focusMoved({ gridId }));
  }, [dispatch, gridId]);
  return { ...pages, listing: staticListing ?? pages.listing, onFocusMoved };
}
