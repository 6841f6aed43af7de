import {
  cacheKeys,
  type GetContentsConfig,
  type ManagedContentCollection,
  type Sdk,
} from '@about-site/sdk';
import type { GridSource } from './gridTypes';

/** One page of a grid's list: a `getContents` read (bodies included) that can also be retried. */
export interface GridPageQuery {
  /** 0-based page (the platform's paging). */
  page: number;
  /** What `useContents` reads for the page. */
  config: GetContentsConfig;
  /** The cache key the page is stored under. */
  key: string;
  load: (sdk: Sdk) => Promise<ManagedContentCollection>;
  /**
   * Asks the platform again with the `no-cache` policy: past the cache, so a retry also
   * reaches the network after a cached 404 (which the default policy would serve itself).
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
  language?: string,
): GridPageQuery {
  const config: GetContentsConfig = {
    channelOrSiteId: siteId,
    contentTypeFQN: source.contentTypeFQN,
    contentKeys: source.contentKeys,
    page,
    pageSize,
    includeContentBody: true,
    ...(language === undefined ? {} : { language }),
  };
  return {
    page,
    config,
    key: cacheKeys.getContents(config),
    load: (sdk) => sdk.getContents(config),
    reload: (sdk) => sdk.getContents(config, { cachePolicy: 'no-cache' }),
  };
}
