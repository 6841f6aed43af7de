import { loadWithPolicy } from '../cache/index.js';
import type { ManagedContentCollection, UnknownContentBody } from '../documents/index.js';
import { invalidConfigError } from '../fetch/index.js';
import type { AdapterContext } from './adapterContext.js';
import { jsonFetcher, urlOf } from './adapterContext.js';
import { contentsCacheKey } from './cacheKeys.js';
import { contentsQuery, deliveryTargetOf, getContentsConfigCheck } from './contentConfig.js';
import type { RequestOptions } from './requestOptions.js';

/**
 * How many documents with bodies the platform returns per `getContents` page (its cap, and its
 * default `pageSize`): read documents by key `chunk`ed to this size, one call per chunk.
 */
export const MAX_KEYS_PER_CALL = 25;

/** `getContents` config: the platform's keys (`experience/cmsDeliveryApi`). */
export interface GetContentsConfig {
  /** A site id (`0DM…`) or a delivery channel id (`0ap…`). */
  channelOrSiteId: string;
  /** Content keys (up to 50); sent comma-joined, dropped when empty. */
  contentKeys?: readonly string[] | null;
  /** Managed content ids (up to 100); sent comma-joined, dropped when empty. */
  managedContentIds?: readonly string[] | null;
  /** Fully qualified type name, e.g. `sfdc_cms__news`. */
  contentTypeFQN?: string | null;
  /** 0-based page; sent only when an integer. */
  page?: number | null;
  /** 1-250, default 25 (at most `MAX_KEYS_PER_CALL` with bodies); sent only when an integer. */
  pageSize?: number | null;
  /** 0-3; sent only when an integer. */
  referenceDepth?: number | null;
  /** Without it, documents come back without `contentBody`. */
  includeContentBody?: boolean | null;
}

export type GetContents = <TBody = UnknownContentBody>(
  config: GetContentsConfig,
  options?: RequestOptions,
) => Promise<ManagedContentCollection<TBody>>;

function contentsPath(apiVersion: string, encodedId: string): string {
  return deliveryTargetOf(encodedId) === 'sites'
    ? `/services/data/${apiVersion}/connect/sites/${encodedId}/cms/delivery/contents`
    : `/services/data/${apiVersion}/connect/cms/delivery/channels/${encodedId}/contents`;
}

/** A page of managed-content documents, by site or channel. */
export function createGetContents(context: AdapterContext): GetContents {
  const { store, options } = context;
  return <TBody>(config: GetContentsConfig, requestOptions?: RequestOptions) => {
    const problem = getContentsConfigCheck(config);
    if (problem) return Promise.reject(invalidConfigError(problem.message, config));
    const query = contentsQuery(config);
    const { channelOrSiteId } = config;
    return loadWithPolicy<ManagedContentCollection<TBody>>(
      store,
      {
        key: contentsCacheKey(channelOrSiteId, query),
        ttl: options.ttlMs,
        signal: requestOptions?.signal,
        adapter: 'getContents',
        args: config,
        fetcher: jsonFetcher(context, {
          url: urlOf(
            context,
            contentsPath(options.apiVersion, encodeURIComponent(channelOrSiteId)),
          ),
          query,
        }),
      },
      requestOptions?.cachePolicy,
    );
  };
}
