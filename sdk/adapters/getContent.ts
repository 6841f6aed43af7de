import type { Reader } from '../cache/index.js';
import type { ManagedContentDocument, UnknownContentBody } from '../documents/index.js';
import type { AdapterContext } from './adapterContext.js';
import { callError, readThroughCache, urlOf } from './adapterContext.js';
import { contentCacheKey } from './cacheKeys.js';
import {
  CONTENT_IDENTITY_KEYS,
  contentQuery,
  deliveryTargetOf,
  getContentConfigCheck,
} from './contentConfig.js';
import type { GetContentConfig } from './contentConfig.js';
import type { RequestOptions } from './requestOptions.js';
import { servesFreshFromCache } from './requestOptions.js';

export type GetContent = <TBody = UnknownContentBody>(
  config: GetContentConfig,
  options?: RequestOptions,
) => Promise<ManagedContentDocument<TBody>>;

function contentPath(apiVersion: string, channelOrSiteId: string, contentKeyOrId: string): string {
  const id = encodeURIComponent(channelOrSiteId);
  const key = encodeURIComponent(contentKeyOrId);
  return deliveryTargetOf(id) === 'sites'
    ? `/services/data/${apiVersion}/connect/sites/${id}/cms/delivery/contents/${key}`
    : `/services/data/${apiVersion}/connect/cms/delivery/channels/${id}/contents/${key}`;
}

/**
 * A config of the two ids and nothing else, which the hot path may read without checking it
 * (any other key needs the checks: a parameter is part of the key, an unknown key is refused).
 */
function hasIdentityAlone(config: unknown): config is Partial<Record<string, unknown>> {
  if (typeof config !== 'object' || config === null) return false;
  for (const key in config) {
    if (key !== CONTENT_IDENTITY_KEYS[0] && key !== CONTENT_IDENTITY_KEYS[1]) return false;
  }
  return true;
}

/** One managed-content document, by site or channel. */
export function createGetContent(context: AdapterContext): GetContent {
  const { store, options } = context;
  const reader: Reader<GetContentConfig> = {
    adapter: 'getContent',
    ttl: options.ttlMs,
    requestOf: (config) => ({
      url: urlOf(
        context,
        contentPath(options.apiVersion, config.channelOrSiteId, config.contentKeyOrId),
      ),
      query: contentQuery(config),
    }),
  };
  // Typed for callers; checked at run time, as JavaScript callers may pass anything.
  return <TBody>(config: unknown, requestOptions?: RequestOptions) => {
    type Document = ManagedContentDocument<TBody>;
    let key: string | undefined;
    // Hot path: a fresh entry resolves the call without validation (only valid configs ever store entries).
    if (servesFreshFromCache(requestOptions) && hasIdentityAlone(config)) {
      const { channelOrSiteId, contentKeyOrId } = config;
      if (typeof channelOrSiteId === 'string' && typeof contentKeyOrId === 'string') {
        key = contentCacheKey(channelOrSiteId, contentKeyOrId);
        const record = store.peekFresh(key);
        // An entry only hydrated so far takes the full path once, which tells it how to read again.
        if (record?.readsAgain) return Promise.resolve(record.entry.data as Document);
      }
    }
    const error = callError(getContentConfigCheck, config, requestOptions);
    if (error) return Promise.reject(error);
    const valid = config as GetContentConfig;
    key ??= contentCacheKey(valid.channelOrSiteId, valid.contentKeyOrId, contentQuery(valid));
    return readThroughCache<Document>(context, reader, key, config, requestOptions);
  };
}
