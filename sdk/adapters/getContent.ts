import { loadWithPolicy } from '../cache/index.js';
import type { ManagedContentDocument, UnknownContentBody } from '../documents/index.js';
import { invalidConfigError } from '../fetch/index.js';
import type { AdapterContext } from './adapterContext.js';
import { jsonFetcher, urlOf } from './adapterContext.js';
import { contentCacheKey } from './cacheKeys.js';
import { deliveryTargetOf, getContentConfigCheck } from './contentConfig.js';
import type { RequestOptions } from './requestOptions.js';
import { servesFreshFromCache } from './requestOptions.js';

/** `getContent` config: the platform's keys (`experience/cmsDeliveryApi`). */
export interface GetContentConfig {
  /** A site id (`0DM…`) or a delivery channel id (`0ap…`). */
  channelOrSiteId: string;
  /** A content key (`MC…`) or a managed content id (`20Y…`). */
  contentKeyOrId: string;
}

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

/** One managed-content document, by site or channel. */
export function createGetContent(context: AdapterContext): GetContent {
  const { store, options } = context;
  // Typed for callers; checked at run time, as JavaScript callers may pass anything.
  return <TBody>(config: unknown, requestOptions?: RequestOptions) => {
    type Document = ManagedContentDocument<TBody>;
    // Hot path: a fresh entry answers without validation (only valid configs ever store entries).
    if (servesFreshFromCache(requestOptions) && typeof config === 'object' && config !== null) {
      const { channelOrSiteId, contentKeyOrId } = config as Partial<Record<string, unknown>>;
      if (typeof channelOrSiteId === 'string' && typeof contentKeyOrId === 'string') {
        const record = store.peekFresh(contentCacheKey(channelOrSiteId, contentKeyOrId));
        // An entry only hydrated so far takes the full path once, which tells it how to read again.
        if (record?.source) return Promise.resolve(record.entry.data as Document);
      }
    }
    const problem = getContentConfigCheck(config);
    if (problem) return Promise.reject(invalidConfigError(problem.message, config));
    const { channelOrSiteId, contentKeyOrId } = config as GetContentConfig;
    return loadWithPolicy<Document>(
      store,
      {
        key: contentCacheKey(channelOrSiteId, contentKeyOrId),
        ttl: options.ttlMs,
        signal: requestOptions?.signal,
        adapter: 'getContent',
        args: config,
        fetcher: jsonFetcher(context, {
          url: urlOf(context, contentPath(options.apiVersion, channelOrSiteId, contentKeyOrId)),
        }),
      },
      requestOptions?.cachePolicy,
    );
  };
}
