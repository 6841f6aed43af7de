import { invalidConfigError } from '../fetch/index.js';
import type { CacheStore, KeyFilter } from './cacheStore.js';
import { detachInflight, fromNetwork } from './network.js';

const ignore = (): void => undefined;

/**
 * Marks entries out of date (fresh data turns `Stale`, a cached 404 lapses) and reads again, now,
 * those somebody subscribes to, as the platform does when it is told records changed. Resolves
 * once those reads have ended; their failures reach the entries, not the caller.
 */
export function invalidate(store: CacheStore, filter: KeyFilter): Promise<void> {
  const reads: Promise<unknown>[] = [];
  for (const key of store.keys(filter)) {
    // A request already in flight may have been answered before the change: it is not joined.
    detachInflight(store, key);
    store.markStale(key);
    const source = store.sourceOf(key);
    if (source && store.isObserved(key)) {
      reads.push(fromNetwork(store, { key, ...source, signal: undefined }, 'no-cache'));
    }
  }
  return Promise.all(reads.map((read) => read.catch(ignore))).then(ignore);
}

/**
 * Reads an entry again from the network now, bypassing the HTTP cache, as the adapter call that
 * first read it. Resolves with the new data and rejects as that call would; rejects with an
 * `INVALID_CONFIG` `SdkError` when no adapter call has read the key.
 */
export function refresh<T>(store: CacheStore, key: string): Promise<T> {
  const source = store.sourceOf(key);
  if (!source) return Promise.reject(invalidConfigError(`refresh: no call has read ${key}`, {}));
  return fromNetwork(store, { key, ...source, signal: undefined }, 'no-cache') as Promise<T>;
}

/** Drops entries; requests in flight for them still answer their callers but store nothing. */
export function remove(store: CacheStore, filter: KeyFilter): void {
  for (const key of store.keys(filter)) {
    detachInflight(store, key);
    store.remove(key);
  }
}
