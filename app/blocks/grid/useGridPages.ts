import { pageBasePath } from '../../../shared/languageRoutes';
import { useEffect, useMemo } from 'react';
import { UNFULFILLED_ENTRY } from '@about-site/sdk';
import { useContents, useSdk } from '@about-site/sdk-react';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import type { ItemPlace } from './gridItems';
import { gridListing, gridPagesToRead, type GridListing } from './gridListing';
import { gridPageQuery, gridSourceKey } from './gridQueries';
import { nextPageRequested, pageShown, previousPageRequested, selectGridPaging } from './gridSlice';
import type { GridPaginationMode, GridPaging, GridSource } from './gridTypes';
import { requestedLanguage } from '../../../shared/pageLanguage';

export interface UseGridPagesArgs {
  gridId: string;
  /** Managed content to page through; without it nothing is read. */
  source: GridSource | undefined;
  pageSize: number;
  mode: GridPaginationMode;
  /** How the page's language says an item's place (`Item 3 of 12`). */
  place: ItemPlace;
}

export interface GridPages {
  listing: GridListing;
  paging: GridPaging;
  /** The next page (append or replace, per mode); a no-op while loading or on the last page. */
  showNextPage: () => void;
  showPreviousPage: () => void;
  /** Asks again, past the cache, for the page that failed. */
  retry: () => void;
}

/**
 * A sourced grid's pages: its paging from the `grid` slice, the pages themselves from the SDK
 * cache (loaded when missing, one data-error toast per failing request), and its page commands.
 */
export function useGridPages(args: UseGridPagesArgs): GridPages {
  const { gridId, source, pageSize, mode, place } = args;
  const sdk = useSdk();
  const dispatch = useAppDispatch();
  const config = useSiteConfig();
  const { siteId, basePath } = config;
  const language = requestedLanguage(config);
  const pageBase = pageBasePath(config);
  const sourceKey = source ? gridSourceKey(source, pageSize) : '';
  const paging = useAppSelector((state) => selectGridPaging(state, gridId, sourceKey));
  const { page, shownPage } = paging;

  const queries = useMemo(
    () =>
      source
        ? gridPagesToRead(mode, { page, shownPage }).map((n) =>
            gridPageQuery(siteId, source, pageSize, n, language),
          )
        : [],
    [siteId, source, pageSize, mode, page, shownPage, language],
  );
  const configs = useMemo(() => queries.map((query) => query.config), [queries]);
  const entries = useContents(configs);

  const listing = useMemo(() => {
    const byPage = new Map(queries.map((query, index) => [query.page, entries[index]]));
    const entryOf = (n: number) => byPage.get(n) ?? UNFULFILLED_ENTRY;
    const paging = { page, shownPage };
    return gridListing({ gridId, mode, paging, entryOf, basePath, pageBase, place });
  }, [gridId, mode, page, shownPage, queries, entries, basePath, pageBase, place]);

  const landed = source !== undefined && listing.shownPage === page && shownPage !== page;
  const { firstNewItemId } = listing;
  useEffect(() => {
    if (landed) dispatch(pageShown({ gridId, sourceKey, page, firstNewItemId }));
  }, [dispatch, landed, gridId, sourceKey, page, firstNewItemId]);

  /** A page event leaves a failed page's entry alone (no automatic reload): ask for it here. */
  const reloadIfFailed = (target: number) => {
    if (!source) return;
    const query = gridPageQuery(siteId, source, pageSize, target, language);
    if (sdk.cache.get(query.key)?.error !== undefined) query.reload(sdk).catch(() => undefined);
  };
  const { loading, hasNextPage, hasPreviousPage, failedPage } = listing;
  return {
    listing,
    paging,
    showNextPage: () => {
      if (!source || loading || !hasNextPage) return;
      dispatch(nextPageRequested({ gridId, sourceKey, mode }));
      reloadIfFailed(shownPage + 1);
    },
    showPreviousPage: () => {
      if (!source || loading || !hasPreviousPage) return;
      dispatch(previousPageRequested({ gridId, sourceKey, mode }));
      reloadIfFailed(shownPage - 1);
    },
    retry: () => {
      if (failedPage !== null) reloadIfFailed(failedPage);
    },
  };
}
