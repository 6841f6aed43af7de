import { CacheStore, cacheFacade } from '../cache/index.js';
import type { SdkCache } from '../cache/index.js';
import type { AdapterContext } from './adapterContext.js';
import { bindContext } from './adapterContext.js';
import type { GetContent } from './getContent.js';
import { createGetContent } from './getContent.js';
import type { GetContents } from './getContents.js';
import { createGetContents } from './getContents.js';
import type { Pages } from './pages.js';
import { createPages } from './pages.js';
import type { SdkOptions } from './sdkOptions.js';
import { resolveSdkOptions } from './sdkOptions.js';

/**
 * The SDK: managed-content delivery over one cache. A site's SEO properties and server methods
 * read through the same cache from entries of their own (`getSeoProperties` from
 * `@about-site/sdk/seo`, `apex` from `@about-site/sdk/apex`), so an app pays only for what it calls.
 */
export interface Sdk {
  /** One managed-content document (`experience/cmsDeliveryApi` `getContent`). */
  getContent: GetContent;
  /** A page of managed-content documents (`experience/cmsDeliveryApi` `getContents`). */
  getContents: GetContents;
  /** Every page of a list, following `nextPageUrl` (an async iterator of `getContents` pages). */
  pages: Pages;
  /** The cache: snapshots, subscriptions, invalidate/refresh/remove, dehydrate/hydrate, trim. */
  cache: SdkCache;
  /**
   * Stops the SDK's background work: clears the timer of the cache's background trim and starts no
   * other. Call it when an SDK is dropped before its process ends (a server request, a test). The
   * SDK still serves calls afterwards; its cache then trims only on writes and `cache.trim()`.
   * Calling it again does nothing. Safe to pass around unbound.
   */
  dispose: () => void;
}

/** Creates an SDK with its own cache. Invalid options throw an `INVALID_CONFIG` `SdkError`. */
export function createSdk(options: SdkOptions = {}): Sdk {
  const resolved = resolveSdkOptions(options);
  const { now, maxEntries, timers } = resolved;
  const store = new CacheStore({ now, maxEntries, timers, network: resolved });
  const context: AdapterContext = { store, options: resolved, readers: new Map() };
  const getContents = createGetContents(context);
  const sdk: Sdk = {
    getContent: createGetContent(context),
    getContents,
    pages: createPages(getContents),
    cache: cacheFacade(store),
    dispose: () => {
      store.dispose();
    },
  };
  return bindContext(sdk, context);
}
