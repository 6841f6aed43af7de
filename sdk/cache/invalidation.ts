import { invalidConfigError } from '../fetch/index.js';
import type { CacheStore, KeyFilter } from './cacheStore.js';

const ignore = (): void => undefined;

/**
 * Marks entries out of date (fresh data turns `Stale`, a cached 404 lapses) and reads again, now,
 * those somebody subscribes to, as the platform does when it is told slots changed. Resolves
 * once those reads have ended; their failures reach the entries, not the caller.
 */
export function invalidate(store: CacheStore, filter: KeyFilter): Promise<void> {
  const reads: Promise<unknown>[] = [];
  for (const key of store.keys(filter)) {
    store.markStale(key);
    const read = store.isObserved(key) ? store.reload(key) : undefined;
    if (read) reads.push(read.catch(ignore));
  }
  return Promise.all(reads).then(ignore);
}

/**
 * Reads an entry again from the network now, bypassing the HTTP cache, as the adapter call that
 * first read it. Resolves with the new data and rejects as that call would; rejects with an
 * `INVALID_CONFIG` `SdkError` when no adapter call has read the key.
 */
export function refresh<T>(store: CacheStore, key: string): Promise<T> {
  const read = store.reload(key);
  if (!read) return Promise.reject(invalidConfigError(`refresh: no call has read ${key}`, {}));
  return read as Promise<T>;
}

/** Drops entries; requests in flight for them still resolve for their callers but store nothing. */
export function remove(store: CacheStore, filter: KeyFilter): void {
  for (const key of store.keys(filter)) store.remove(key);
}
