import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { CacheEntry, Sdk } from '@about-site/sdk';
import { useDataErrorToasts } from '../features/toast/useDataErrorToasts';
import { EMPTY_ENTRY, observeEntries } from './entriesObserver';
import { useReadKeys, useSdk, useWaitForData } from './SdkContext';

/** One SDK read: the cache key it stores under and the adapter call that loads it. */
export interface SdkQuery<T> {
  key: string;
  load: (sdk: Sdk) => Promise<T>;
  /** A read whose failure the page passes over without a toast (a failed carousel style call). */
  quiet?: boolean;
}

/**
 * Nothing stored and nothing on the way: load. Stored data, even stale, is shown as it is (a
 * server-rendered page hands its data over, and the next page load reads afresh); an entry whose
 * last request failed waits for the next page load, so a failing source is never polled.
 */
export function needsLoad(entry: CacheEntry): boolean {
  return entry.state === 'Unfulfilled' && !entry.loading && entry.error === undefined;
}

/**
 * The cache entries of `queries` (memoise the array); each missing one is loaded when a reader
 * mounts or asks for another key. Status, de-duplication and errors are the entries' own; every
 * failed entry that is not quiet raises its source's one data-error toast, here and nowhere else.
 */
export function useSdkEntries<T>(queries: readonly SdkQuery<T>[]): readonly CacheEntry<T>[] {
  const sdk = useSdk();
  const readKeys = useReadKeys();
  if (readKeys) for (const query of queries) readKeys.add(query.key);
  if (useWaitForData()) suspendUntilSettled(sdk, queries);
  const keys = queries.map((query) => query.key).join('\n');
  const observer = useMemo(
    () => observeEntries(sdk.cache, keys ? keys.split('\n') : []),
    [sdk, keys],
  );
  const entries = useSyncExternalStore(
    observer.subscribe,
    observer.getSnapshot,
    observer.getSnapshot,
  ) as readonly CacheEntry<T>[];
  useDataErrorToasts(
    queries
      .filter((query, index) => !query.quiet && entries[index]?.error !== undefined)
      .map((query) => query.key),
  );

  useEffect(() => {
    for (const query of queries) {
      const entry = sdk.cache.get(query.key);
      // The outcome reaches the component through the entry.
      if (!entry || needsLoad(entry)) query.load(sdk).catch(() => undefined);
    }
  }, [sdk, queries]);

  return entries;
}

/**
 * Server rendering: suspend until every read that has neither data nor an error has settled.
 * The promise is thrown rather than passed to `use`: `use` replays a component's promises by
 * call order, and a reader's reads change between attempts (a collection's items are known
 * only once it has loaded), so a replay could hand back an earlier, settled promise.
 */
function suspendUntilSettled(sdk: Sdk, queries: readonly SdkQuery<unknown>[]): void {
  const unsettled = queries.filter((query) => {
    const entry = sdk.cache.get(query.key);
    return entry?.data === undefined && entry?.error === undefined;
  });
  if (unsettled.length === 0) return;
  // A failure lands in the entry; the next attempt then renders the block's fallback.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's own protocol
  throw Promise.all(unsettled.map((query) => query.load(sdk).catch(() => undefined)));
}

/** The cache entry of one query (memoise it), or of nothing when `query` is null. */
export function useSdkEntry<T>(query: SdkQuery<T> | null): CacheEntry<T> {
  const queries = useMemo(() => (query ? [query] : []), [query]);
  const [entry] = useSdkEntries(queries);
  return entry ?? EMPTY_ENTRY;
}
