import { AbortError, SdkError, invalidConfigError, onlyIfCachedMissError } from '../fetch/index.js';
import type { CacheRecord } from './cacheRecord.js';
import type { CacheStore } from './cacheStore.js';
import type { NetworkLoad } from './network.js';
import { fromNetwork, latestInflight } from './network.js';

/**
 * The platform's cache policies (Luvio):
 * - `cache-then-network` (default): fresh data or a cached error; a pending load is awaited;
 *   anything else goes to the network.
 * - `cache-and-network`: fresh or stale data or a cached error, and a network load in the background.
 * - `stale-while-revalidate`: fresh data or a cached error; stale data with a background refresh;
 *   anything else goes to the network.
 * - `no-cache`: always the network; the response is still stored.
 * - `only-if-cached`: fresh data or a cached error, else a 504 error.
 */
export type CachePolicy =
  | 'cache-then-network'
  | 'cache-and-network'
  | 'stale-while-revalidate'
  | 'no-cache'
  | 'only-if-cached';

export const DEFAULT_CACHE_POLICY: CachePolicy = 'cache-then-network';

/** The answer the cache can give by itself: fresh data or a cached error. */
function cachedAnswer<T>(record: CacheRecord | undefined, acceptStale: boolean): Promise<T> | null {
  if (!record) return null;
  const { state, data, error } = record.entry;
  if (state === 'Fulfilled' || (acceptStale && state === 'Stale')) {
    return Promise.resolve(data as T);
  }
  if (state === 'Error' && error) return Promise.reject(SdkError.fromJSON(error));
  return null;
}

/** A refresh of stale data bypasses the HTTP cache, as the platform's refresh does. */
function refreshMode(record: CacheRecord | undefined): RequestCache | undefined {
  return record?.entry.state === 'Stale' ? 'no-cache' : undefined;
}

function inBackground<T>(store: CacheStore, load: NetworkLoad<T>, mode: RequestCache | undefined) {
  // Nobody awaits a background load; its outcome reaches observers through the entry.
  fromNetwork(store, { ...load, signal: undefined }, mode).catch(() => undefined);
}

/** Reads `load.key` through `policy`. */
export function loadWithPolicy<T>(
  store: CacheStore,
  load: NetworkLoad<T>,
  policy: CachePolicy = DEFAULT_CACHE_POLICY,
): Promise<T> {
  if (load.signal?.aborted) return Promise.reject(new AbortError());
  const record = store.read(load);
  switch (policy) {
    case 'cache-then-network': {
      const cached = cachedAnswer<T>(record, false);
      if (cached) return cached;
      const pending =
        record?.entry.state === 'Pending' ? latestInflight(store, load.key) : undefined;
      if (pending) return pending.join(load.signal) as Promise<T>;
      return fromNetwork(store, load, refreshMode(record));
    }
    case 'cache-and-network': {
      const cached = cachedAnswer<T>(record, true);
      if (!cached) return fromNetwork(store, load, refreshMode(record));
      inBackground(store, load, refreshMode(record));
      return cached;
    }
    case 'stale-while-revalidate': {
      const cached = cachedAnswer<T>(record, record?.entry.state === 'Stale');
      if (!cached) return fromNetwork(store, load, refreshMode(record));
      if (record?.entry.state === 'Stale') inBackground(store, load, 'no-cache');
      return cached;
    }
    case 'no-cache':
      return fromNetwork(store, load, 'no-cache');
    case 'only-if-cached':
      return cachedAnswer<T>(record, false) ?? Promise.reject(onlyIfCachedMissError());
    default: {
      const unknown: never = policy;
      return Promise.reject(
        invalidConfigError(`unrecognized cache policy: ${String(unknown)}`, {}),
      );
    }
  }
}
