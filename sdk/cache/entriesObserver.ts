import type { CacheStore } from './cacheStore.js';
import type { CacheEntry } from './entry.js';
import { UNFULFILLED } from './entry.js';

/** Hears the entries of the observed keys, in their order, after they changed. */
export type EntriesListener<T = unknown> = (entries: readonly CacheEntry<T>[]) => void;

/**
 * The entries of some keys as one external store, the shape `useSyncExternalStore` takes:
 * `getSnapshot` and `subscribe`, both safe to pass around unbound.
 */
export interface EntriesObserver<T = unknown> {
  /**
   * The entries of the keys now, in their order (a key with no entry reads as the frozen
   * `Unfulfilled` entry): one frozen array that keeps its identity until one of them changes.
   */
  getSnapshot: () => readonly CacheEntry<T>[];
  /**
   * Calls `listener` with the new snapshot after the entries changed: every change made in one
   * tick (a microtask's time) reaches it once. Returns the unsubscribe function.
   */
  subscribe: (listener: EntriesListener<T>) => () => void;
}

const NO_ENTRIES: readonly CacheEntry[] = Object.freeze([]);

/** Observes the entries of `keys` in `store`; subscribing counts as observing each key. */
export function observeEntries<T>(store: CacheStore, keys: readonly string[]): EntriesObserver<T> {
  let snapshot = NO_ENTRIES;
  const getSnapshot = (): readonly CacheEntry[] => {
    let same = snapshot.length === keys.length;
    const next = keys.map((key, index) => {
      const entry = store.get(key) ?? UNFULFILLED;
      if (entry !== snapshot[index]) same = false;
      return entry;
    });
    if (!same) snapshot = Object.freeze(next);
    return snapshot;
  };
  const subscribe = (listener: EntriesListener): (() => void) => {
    let delivered = getSnapshot();
    let scheduled = false;
    let active = true;
    const deliver = (): void => {
      scheduled = false;
      if (!active) return;
      const next = getSnapshot();
      if (next === delivered) return;
      delivered = next;
      listener(next);
    };
    const onChange = (): void => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(deliver);
    };
    const unsubscribes = [...new Set(keys)].map((key) => store.subscribe(key, onChange));
    return () => {
      active = false;
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  };
  return { getSnapshot, subscribe } as EntriesObserver<T>;
}
