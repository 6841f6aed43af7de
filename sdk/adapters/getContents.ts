import type { ReadRequest, Reader } from '../cache/index.js';
import type { ManagedContentCollection, UnknownContentBody } from '../documents/index.js';
import type { AdapterContext } from './adapterContext.js';
import { callError, readThroughCache, urlOf } from './adapterContext.js';
import { contentsCacheKey } from './cacheKeys.js';
import { contentsQuery, deliveryTargetOf, getContentsConfigCheck } from './contentConfig.js';
import type { GetContentsConfig } from './contentConfig.js';
import type { RequestOptions } from './requestOptions.js';

/**
 * How many documents with bodies the platform returns per `getContents` page (its cap, and its
 * default `pageSize`): read documents by key `chunk`ed to this size, one call per chunk.
 */
export const MAX_KEYS_PER_CALL = 25;

export type GetContents = <TBody = UnknownContentBody>(
  config: GetContentsConfig,
  options?: RequestOptions,
) => Promise<ManagedContentCollection<TBody>>;

function contentsPath(apiVersion: string, encodedId: string): string {
  return deliveryTargetOf(encodedId) === 'sites'
    ? `/services/data/${apiVersion}/connect/sites/${encodedId}/cms/delivery/contents`
    : `/services/data/${apiVersion}/connect/cms/delivery/channels/${encodedId}/contents`;
}

/** The list call's request of a valid config. */
export function contentsRequest(context: AdapterContext, config: GetContentsConfig): ReadRequest {
  const path = contentsPath(context.options.apiVersion, encodeURIComponent(config.channelOrSiteId));
  return { url: urlOf(context, path), query: contentsQuery(config) };
}

/** A page of managed-content documents, by site or channel. */
export function createGetContents(context: AdapterContext): GetContents {
  const reader: Reader<GetContentsConfig> = {
    adapter: 'getContents',
    ttl: context.options.ttlMs,
    requestOf: (config) => contentsRequest(context, config),
  };
  return <TBody>(config: GetContentsConfig, requestOptions?: RequestOptions) => {
    const error = callError(getContentsConfigCheck, config, requestOptions);
    if (error) return Promise.reject(error);
    const key = contentsCacheKey(config.channelOrSiteId, contentsQuery(config));
    return readThroughCache<ManagedContentCollection<TBody>>(
      context,
      reader,
      key,
      config,
      requestOptions,
    );
  };
}
