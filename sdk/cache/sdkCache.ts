import type { AllEntriesListener, CacheStore, EntryListener } from './cacheStore';
import type { DehydratedCache } from './dehydrated';
import type { CacheEntry } from './entry';

/** The cache as apps see it: snapshots, subscriptions, server-rendering state and trimming. */
export interface SdkCache {
  /** The entry's current snapshot (the same object until it changes); undefined when absent. */
  get<T = unknown>(key: string): CacheEntry<T> | undefined;
  /** Calls `listener` on every real change of the entry; returns the unsubscribe function. */
  subscribe(key: string, listener: EntryListener): () => void;
  /** Calls `listener` on every real change of any entry (entry undefined: evicted). */
  subscribeAll(listener: AllEntriesListener): () => void;
  /** A JSON-safe snapshot of every entry, by key. */
  entries(): Record<string, CacheEntry>;
  /** The stored responses as JSON-safe data, for a server to hand to the client. */
  dehydrate(): DehydratedCache;
  /**
   * Adds dehydrated responses; never replaces newer data. A malformed state throws (synchronously)
   * an `SdkError` with status 400 and statusText `INVALID_CONFIG` whose message names the first
   * problem, e.g. `hydrate: entries.0.ttl: …`; the whole state is checked first, so the cache is
   * then left as it was.
   */
  hydrate(state: DehydratedCache): void;
  /**
   * Evicts expired entries nobody subscribes to, then the least recently used beyond `maxEntries`.
   * Runs at most once per 5 s (earlier calls do nothing); returns the number of evicted entries.
   * It also runs by itself: on writes, and on a timer while the cache is over `maxEntries`.
   */
  trim(): number;
}

export function cacheFacade(store: CacheStore): SdkCache {
  return {
    get: <T>(key: string) => store.get(key) as CacheEntry<T> | undefined,
    subscribe: (key, listener) => store.subscribe(key, listener),
    subscribeAll: (listener) => store.subscribeAll(listener),
    entries: () => store.entries(),
    dehydrate: () => store.dehydrate(),
    hydrate: (state) => {
      store.hydrate(state);
    },
    trim: () => store.trim(),
  };
}
