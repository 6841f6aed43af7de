import {
  MAX_KEYS_PER_CALL,
  cacheKeys,
  chunk,
  type ApexConfig,
  type GetContentsConfig,
  type ManagedContentCollection,
  type ManagedContentDocument,
  type SeoProperties,
} from '@about-site/sdk';
import type { SdkQuery } from './useSdkEntries';

/**
 * The site's reads, as `SdkQuery` values for the data hooks: each names the cache key the SDK
 * stores under and the adapter call that fills it. One place, so two blocks that read the same
 * data share one entry and one request.
 */

/** One managed-content document of the site by content key or managed content id. */
export function contentQuery(
  siteId: string,
  contentKeyOrId: string,
): SdkQuery<ManagedContentDocument> {
  const config = { channelOrSiteId: siteId, contentKeyOrId };
  return { key: cacheKeys.getContent(config), load: (sdk) => sdk.getContent(config) };
}

/** A page of documents (bodies included) of the site. */
export function contentsQuery(config: GetContentsConfig): SdkQuery<ManagedContentCollection> {
  return { key: cacheKeys.getContents(config), load: (sdk) => sdk.getContents(config) };
}

/**
 * Documents with bodies by content key: one read per 25 distinct keys (the platform's cap of
 * documents with bodies per page).
 */
export function documentsByKeyQueries(
  siteId: string,
  contentKeys: readonly string[],
): SdkQuery<ManagedContentCollection>[] {
  return chunk([...new Set(contentKeys)], MAX_KEYS_PER_CALL).map((keys) =>
    contentsQuery({ channelOrSiteId: siteId, contentKeys: keys, includeContentBody: true }),
  );
}

const SEO_FIELDS = ['Description'];

/**
 * A record's SEO properties (the query key is the recordId, else the page's url alias), at the
 * site's API version (its current release's).
 */
export function seoQuery(
  apiVersion: string,
  communityId: string,
  recordId: string,
): SdkQuery<SeoProperties> {
  // The record fields the head shows: its description (the title is the page's own).
  const config = { apiVersion, communityId, recordId, fields: SEO_FIELDS };
  return { key: cacheKeys.getSeoProperties(config), load: (sdk) => sdk.getSeoProperties(config) };
}

/** A cacheable server-method call (`{apexClass, apexMethod}` and its parameters). */
export function apexQuery(
  method: Pick<ApexConfig, 'apexClass' | 'apexMethod' | 'methodParams' | 'isContinuation'>,
): SdkQuery<unknown> {
  const config = { ...method, cacheable: true };
  return { key: cacheKeys.apex(config), load: (sdk) => sdk.apex(config) };
}
