import type { CacheEntry, SdkCache } from '@about-site/sdk';

/** What a key with no entry reads as. */
export const EMPTY_ENTRY: CacheEntry<never> = Object.freeze({
  state: 'Unfulfilled',
  loading: false,
  loaded: false,
  data: undefined,
  error: undefined,
});

/** A subscribable view of some cache entries, in the shape `useSyncExternalStore` takes. */
export interface EntriesObserver {
  subscribe: (onChange: () => void) => () => void;
  /** The same array until one of the entries changes. */
  getSnapshot: () => readonly CacheEntry[];
}

/** Observes the entries of `keys` in `cache`. */
export function observeEntries(cache: SdkCache, keys: readonly string[]): EntriesObserver {
  let snapshot: readonly CacheEntry[] = [];
  return {
    subscribe: (onChange) => {
      const unsubscribes = keys.map((key) => cache.subscribe(key, onChange));
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
      };
    },
    getSnapshot: () => {
      const next = keys.map((key) => cache.get(key) ?? EMPTY_ENTRY);
      const same = next.length === snapshot.length && next.every((e, i) => e === snapshot[i]);
      if (!same) snapshot = next;
      return snapshot;
    },
  };
}
