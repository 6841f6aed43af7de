import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { CacheEntry, RequestOptions, Sdk } from '@about-site/sdk';
import { useSdkContext } from './SdkProvider.js';

/** One read of a hook: the cache key it stores under and the adapter call that fills it. */
export interface EntryRead {
  key: string;
  load: (sdk: Sdk, options?: RequestOptions) => Promise<unknown>;
}

/** Reads nothing from the network: tells a hydrated entry which call reads it again. */
const FROM_CACHE_ONLY: RequestOptions = { cachePolicy: 'only-if-cached' };

/** Options of every reading hook. */
export interface ReadOptions {
  /** Suspend until the reads have settled (see `SdkProvider`'s `suspense`, the default). */
  suspense?: boolean;
}

/**
 * Nothing stored and nothing on the way: load. Stored data, even stale, is shown as it is; an
 * entry whose last request failed is not read again by rendering, so a failing source is never
 * polled (`sdk.cache.refresh` or `invalidate` read it again).
 */
function needsLoad(entry: CacheEntry): boolean {
  return entry.state === 'Unfulfilled' && !entry.loading && entry.error === undefined;
}

/**
 * Suspense: throws the promise of every read that has neither data nor an error. Thrown rather
 * than passed to `use`, which replays a component's promises by call order: a reader's reads can
 * change between attempts (a collection's items are known once it has loaded).
 */
function suspendUntilSettled(
  sdk: Sdk,
  reads: readonly EntryRead[],
  entries: readonly CacheEntry[],
) {
  const unsettled = reads.filter((_read, index) => {
    const entry = entries[index];
    return entry?.data === undefined && entry?.error === undefined;
  });
  if (unsettled.length === 0) return;
  // A failure lands in the entry; the next attempt renders it.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's own protocol
  throw Promise.all(unsettled.map((read) => read.load(sdk).catch(() => undefined)));
}

/**
 * The entries of `reads`, in their order, kept current through `cache.observer`: the component
 * renders again when one of them changes. Each entry with nothing stored and nothing loading is
 * loaded after the render; failures reach the entries, never the render.
 */
export function useEntries<T>(
  reads: readonly EntryRead[],
  options: ReadOptions | undefined,
): readonly CacheEntry<T>[] {
  const { sdk, suspense, readKeys } = useSdkContext();
  const keyList = reads.map((read) => read.key).join('\n');
  if (readKeys) for (const read of reads) readKeys.add(read.key);
  const observer = useMemo(
    () => sdk.cache.observer<T>(keyList === '' ? [] : keyList.split('\n')),
    [sdk, keyList],
  );
  const subscribe = useCallback((onChange: () => void) => observer.subscribe(onChange), [observer]);
  const entries = useSyncExternalStore(subscribe, observer.getSnapshot, observer.getSnapshot);
  if (options?.suspense ?? suspense) suspendUntilSettled(sdk, reads, entries);
  useEffect(() => {
    reads.forEach((read, index) => {
      const entry = entries[index];
      if (entry && needsLoad(entry)) read.load(sdk).catch(() => undefined);
      // An entry only hydrated so far has no call to read it again when invalidated or refreshed.
      else if (sdk.cache.inspect(read.key)?.query === null) {
        read.load(sdk, FROM_CACHE_ONLY).catch(() => undefined);
      }
    });
  }, [sdk, reads, entries]);
  return entries;
}
