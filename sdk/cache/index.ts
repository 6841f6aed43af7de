export { CacheStore, TRIM_INTERVAL_MS } from './cacheStore.js';
export type {
  EntryListener,
  AllEntriesListener,
  FailureListener,
  KeyFilter,
} from './cacheStore.js';
export { cacheFacade } from './sdkCache.js';
export type { SdkCache } from './sdkCache.js';
export { UNFULFILLED } from './entry.js';
export type { CacheEntry, EntryState } from './entry.js';
export type { EntriesListener, EntriesObserver } from './entriesObserver.js';
export type { DehydratedCache, DehydratedEntry } from './dehydrated.js';
export { readWithPolicy, servesFreshAlone } from './policies.js';
export type { CachePolicy } from './policies.js';
export type { Reader, ReadRequest } from './reader.js';
export type { Timers } from './timers.js';
export type {
  AdapterName,
  CacheInspection,
  CacheQuery,
  CacheTransition,
  TransitionListener,
} from './inspection.js';
