export { CacheStore, TRIM_INTERVAL_MS } from './cacheStore.js';
export type {
  EntryListener,
  AllEntriesListener,
  CacheStoreOptions,
  KeyFilter,
} from './cacheStore.js';
export { cacheFacade } from './sdkCache.js';
export type { SdkCache } from './sdkCache.js';
export { entryReducer, UNFULFILLED } from './entry.js';
export type { CacheEntry, EntryState, EntryAction } from './entry.js';
export type { DehydratedCache, DehydratedEntry } from './dehydrated.js';
export { loadWithPolicy, DEFAULT_CACHE_POLICY } from './policies.js';
export type { CachePolicy } from './policies.js';
export type { Fetcher, FetchOutcome, FetchContext, NetworkLoad } from './network.js';
export type { Timers } from './timers.js';
export type {
  AdapterName,
  CacheInspection,
  CacheQuery,
  CacheTransition,
  TransitionListener,
} from './inspection.js';
