import type { GetContentsConfig, ManagedContentCollection, Sdk } from '@about-site/sdk';
import { contentsQuery } from '../../data/queries';
import type { SdkQuery } from '../../data/useSdkEntries';
import type { GridSource } from './gridTypes';

/** One page of a grid's list: a `contentsQuery` (bodies included) that can also be retried. */
export interface GridPageQuery extends SdkQuery<ManagedContentCollection> {
  /** 0-based page (the platform's paging). */
  page: number;
  /**
   * Asks the platform again with the `no-cache` policy: past the cache, so a retry also
   * reaches the network after a cached 404 (which the default policy would answer itself).
   * The response is stored in the same entry.
   */
  reload: (sdk: Sdk) => Promise<ManagedContentCollection>;
}

/** Identifies what a list is read from; a different key means a fresh list. */
export function gridSourceKey(source: GridSource, pageSize: number): string {
  return JSON.stringify([source.contentTypeFQN ?? null, source.contentKeys ?? null, pageSize]);
}

/** Page `page` of the site's documents of `source`, `pageSize` per page, with bodies. */
export function gridPageQuery(
  siteId: string,
  source: GridSource,
  pageSize: number,
  page: number,
): GridPageQuery {
  const config: GetContentsConfig = {
    channelOrSiteId: siteId,
    contentTypeFQN: source.contentTypeFQN,
    contentKeys: source.contentKeys,
    page,
    pageSize,
    includeContentBody: true,
  };
  return {
    ...contentsQuery(config),
    page,
    reload: (sdk) => sdk.getContents(config, { cachePolicy: 'no-cache' }),
  };
}
