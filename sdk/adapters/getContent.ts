import { readWithPolicy } from '../cache/index.js';
import type { Reader } from '../cache/index.js';
import type { ManagedContentDocument, UnknownContentBody } from '../documents/index.js';
import { invalidConfigError } from '../fetch/index.js';
import type { AdapterContext } from './adapterContext.js';
import { urlOf } from './adapterContext.js';
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
  const reader: Reader<GetContentConfig> = {
    adapter: 'getContent',
    ttl: options.ttlMs,
    requestOf: ({ channelOrSiteId, contentKeyOrId }) => ({
      url: urlOf(context, contentPath(options.apiVersion, channelOrSiteId, contentKeyOrId)),
    }),
  };
  // Typed for callers; checked at run time, as JavaScript callers may pass anything.
  return <TBody>(config: unknown, requestOptions?: RequestOptions) => {
    type Document = ManagedContentDocument<TBody>;
    let key: string | undefined;
    // Hot path: a fresh entry resolves the call without validation (only valid configs ever store entries).
    if (servesFreshFromCache(requestOptions) && typeof config === 'object' && config !== null) {
      const { channelOrSiteId, contentKeyOrId } = config as Partial<Record<string, unknown>>;
      if (typeof channelOrSiteId === 'string' && typeof contentKeyOrId === 'string') {
        key = contentCacheKey(channelOrSiteId, contentKeyOrId);
        const record = store.peekFresh(key);
        // An entry only hydrated so far takes the full path once, which tells it how to read again.
        if (record?.readsAgain) return Promise.resolve(record.entry.data as Document);
      }
    }
    const problem = getContentConfigCheck(config);
    if (problem) return Promise.reject(invalidConfigError(problem.message, config));
    const { channelOrSiteId, contentKeyOrId } = config as GetContentConfig;
    return readWithPolicy<Document>(
      {
        store,
        key: key ?? contentCacheKey(channelOrSiteId, contentKeyOrId),
        reader,
        args: config,
        signal: requestOptions?.signal,
      },
      requestOptions?.cachePolicy,
    );
  };
}
