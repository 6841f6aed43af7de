import type {
  AllEntriesListener,
  CacheStore,
  EntryListener,
  FailureListener,
  KeyFilter,
} from './cacheStore.js';
import type { DehydratedCache } from './dehydrated.js';
import type { EntriesListener, EntriesObserver } from './entriesObserver.js';
import { observeEntries } from './entriesObserver.js';
import type { CacheEntry } from './entry.js';
import type { CacheInspection, TransitionListener } from './inspection.js';
import { invalidate, refresh, remove } from './invalidation.js';

/** The cache as apps see it: snapshots, subscriptions, invalidation, server-rendering state, trim. */
export interface SdkCache {
  /** The entry's current snapshot (the same object until it changes); undefined when absent. */
  get<T = unknown>(key: string): CacheEntry<T> | undefined;
  /** Calls `listener` on every real change of the entry; returns the unsubscribe function. */
  subscribe(key: string, listener: EntryListener): () => void;
  /** Calls `listener` on every real change of any entry (entry undefined: evicted or removed). */
  subscribeAll(listener: AllEntriesListener): () => void;
  /**
   * Observes the entries of `keys`: `listener(entries)` hears them, in the order of `keys`, after
   * they changed, once for every change made in one tick (a key with no entry reads as
   * `UNFULFILLED_ENTRY`). The array keeps its identity until an entry changes. Observed entries
   * are never trimmed and are read again when invalidated. Returns the unsubscribe function.
   */
  observe<T = unknown>(keys: readonly string[], listener: EntriesListener<T>): () => void;
  /**
   * The same observation as an external store for bindings: `getSnapshot()` (the current array)
   * and `subscribe(listener)`, which is `observe`. Creating it observes nothing yet.
   */
  observer<T = unknown>(keys: readonly string[]): EntriesObserver<T>;
  /**
   * Calls `listener(key, error)` for each request of this cache that fails: a 404 (cached as
   * `Error`) or an error the stored response outlives (data, or a cached 404, which the entry's
   * `error` then still shows); never an abort, nor a failure hydrated from a
   * server (read those from the hydrated entries' `error`). Returns the unsubscribe function.
   */
  subscribeFailures(listener: FailureListener): () => void;
  /**
   * Every entry, by key: a frozen, JSON-safe snapshot. Reading it loads nothing and does not count
   * as a use when the cache trims.
   */
  entries(): Readonly<Record<string, CacheEntry>>;
  /**
   * Marks the entries `filter` names out of date: fresh data turns `Stale` (served by
   * `cache-and-network` and `stale-while-revalidate`, read again by `cache-then-network`), a cached
   * 404 lapses, and requests already in flight are stored stale. Entries somebody subscribes to
   * are read again at once, bypassing the HTTP cache. Resolves when those reads have ended; their
   * failures reach the entries, never the returned promise.
   */
  invalidate(filter: KeyFilter): Promise<void>;
  /**
   * Reads the entry again now, bypassing the HTTP cache, as the adapter call that first read it;
   * resolves with the new data, rejects as that call would. An entry no adapter call has read
   * (only hydrated, or absent) rejects with an `INVALID_CONFIG` `SdkError`.
   */
  refresh<T = unknown>(key: string): Promise<T>;
  /**
   * Drops the entries `filter` names: their subscribers and the `subscribeAll` listeners hear
   * `undefined` (subscriptions stay). A request in flight for one still resolves for its callers but
   * stores nothing.
   */
  remove(filter: KeyFilter): void;
  /**
   * For tools: the entry with its query, when its response was written, when it goes stale and
   * how many requests this cache made for it; undefined when absent. Reading it changes nothing
   * (expiry is reported as of now, not applied) and does not count as a use.
   */
  inspect<T = unknown>(key: string): CacheInspection<T> | undefined;
  /** `inspect` of every entry, least recently used first. */
  inspectAll(): CacheInspection[];
  /**
   * Calls `listener(key, transition)` at each transition of any entry (a request started, a
   * response stored, a failure, expiry noticed, invalidation, hydration, removal, eviction), even
   * one that leaves the entry as it was; returns the unsubscribe function.
   */
  subscribeTransitions(listener: TransitionListener): () => void;
  /**
   * The stored responses as JSON-safe data, for a server to hand to the client: of every entry,
   * or of those `filter` names (a key or a predicate, e.g. the keys a render read).
   */
  dehydrate(filter?: KeyFilter): DehydratedCache;
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
    observe: <T>(keys: readonly string[], listener: EntriesListener<T>) =>
      observeEntries<T>(store, keys).subscribe(listener),
    observer: <T>(keys: readonly string[]) => observeEntries<T>(store, keys),
    subscribeFailures: (listener) => store.subscribeFailures(listener),
    entries: () => store.entries(),
    inspect: <T>(key: string) => store.inspect(key) as CacheInspection<T> | undefined,
    inspectAll: () => store.inspectAll(),
    subscribeTransitions: (listener) => store.subscribeTransitions(listener),
    invalidate: (filter) => invalidate(store, filter),
    refresh: <T>(key: string) => refresh<T>(store, key),
    remove: (filter) => {
      remove(store, filter);
    },
    dehydrate: (filter) => store.dehydrate(filter),
    hydrate: (state) => {
      store.hydrate(state);
    },
    trim: () => store.trim(),
  };
}
