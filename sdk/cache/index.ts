export { CacheStore, TRIM_INTERVAL_MS } from './cacheStore';
export type { EntryListener, AllEntriesListener, CacheStoreOptions } from './cacheStore';
export { cacheFacade } from './sdkCache';
export type { SdkCache } from './sdkCache';
export type { CacheEntry, EntryState } from './entry';
export type { DehydratedCache, DehydratedEntry } from './dehydrated';
export { loadWithPolicy, DEFAULT_CACHE_POLICY } from './policies';
export type { CachePolicy } from './policies';
export type { Fetcher, FetchOutcome, FetchContext, NetworkLoad } from './network';
