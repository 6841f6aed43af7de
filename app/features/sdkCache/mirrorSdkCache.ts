import type { UnknownAction } from '@reduxjs/toolkit';
import type { CacheInspection, CacheTransition, Sdk } from '@about-site/sdk';
import {
  failed,
  fulfilled,
  hydrated,
  invalidated,
  pastTimeToLive,
  refreshed,
  removed,
  requested,
  settled,
  wentStale,
  type MirroredEntry,
} from './sdkCacheSlice';

/** setTimeout's longest delay; a later expiry is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

interface Store {
  dispatch: (action: UnknownAction) => unknown;
}

/**
 * The action that tells a transition of an entry still in the cache; null when there is
 * nothing new to tell.
 */
function actionFor(
  transition: Exclude<CacheTransition, 'removed' | 'evicted'>,
  entry: MirroredEntry,
  previous: MirroredEntry | undefined,
): UnknownAction | null {
  switch (transition) {
    case 'requested':
      return requested({ entry });
    case 'fulfilled':
      // `refreshed` when a response was stored before (the server's, for a hydrated entry).
      return (previous?.fetchedAt ?? null) === null ? fulfilled({ entry }) : refreshed({ entry });
    case 'failed':
      return failed({ entry });
    case 'settled':
      return settled({ entry });
    case 'invalidated':
      return invalidated({ entry });
    case 'hydrated':
      return hydrated({ entries: [entry] });
    case 'expired':
      // A read noticed what the mirror's timer has usually told already.
      return previous?.state === entry.state ? null : wentStale({ key: entry.key, at: Date.now() });
  }
}

function expires(entry: MirroredEntry): boolean {
  return (entry.state === 'Fulfilled' || entry.state === 'Error') && entry.staleAt !== null;
}

/**
 * Development only: mirrors the SDK cache into the `sdkCache` slice for Redux DevTools, from the
 * start: first every entry the server read (`serverReads`, from the page state) and the browser's
 * cache holds, then one action per transition, named for what happened. An entry turns `Stale`
 * when its time to live passes (a timer at its `staleAt`), not when something next reads it. The
 * mirror keeps what it dispatched itself, so time travel in DevTools never misleads it. Returns
 * the stop function.
 */
export function mirrorSdkCache(
  sdk: Pick<Sdk, 'cache'>,
  store: Store,
  serverReads: readonly CacheInspection[] = [],
): () => void {
  const server = new Map(serverReads.map((read) => [read.key, read]));
  const known = new Map<string, MirroredEntry>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const mirrored = (inspection: CacheInspection): MirroredEntry => ({
    ...inspection,
    // An entry only hydrated is read by the query the server read it with.
    query: inspection.query ?? server.get(inspection.key)?.query ?? null,
    readOnServer: server.has(inspection.key),
    inBrowserCache: true,
  });

  const cancelTimer = (key: string) => {
    clearTimeout(timers.get(key));
    timers.delete(key);
  };

  const scheduleStale = (entry: MirroredEntry) => {
    cancelTimer(entry.key);
    if (!expires(entry) || entry.staleAt === null) return;
    const { key, staleAt } = entry;
    const wait = Math.min(LONGEST_TIMER_MS, Math.max(0, staleAt + 1 - Date.now()));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        const current = known.get(key);
        if (current?.staleAt !== staleAt || !expires(current)) return;
        const at = Date.now();
        if (at <= staleAt) {
          scheduleStale(current);
          return;
        }
        known.set(key, pastTimeToLive(current));
        store.dispatch(wentStale({ key, at }));
      }, wait),
    );
  };

  const record = (entry: MirroredEntry, action: UnknownAction) => {
    known.set(entry.key, entry);
    store.dispatch(action);
    scheduleStale(entry);
  };

  const forget = (key: string, reason: 'removed' | 'evicted') => {
    cancelTimer(key);
    const previous = known.get(key);
    if (previous?.readOnServer) known.set(key, { ...previous, inBrowserCache: false });
    else known.delete(key);
    store.dispatch(removed({ key, reason }));
  };

  const follow = (key: string, transition: CacheTransition) => {
    const inspection = sdk.cache.inspect(key);
    if (transition === 'removed' || transition === 'evicted' || !inspection) {
      forget(key, transition === 'evicted' ? 'evicted' : 'removed');
      return;
    }
    const entry = mirrored(inspection);
    const action = actionFor(transition, entry, known.get(key));
    if (action) record(entry, action);
  };

  const inBrowser = sdk.cache.inspectAll().map(mirrored);
  const serverOnly = serverReads
    .filter((read) => sdk.cache.inspect(read.key) === undefined)
    // The browser made no request for it: the count is the browser's own.
    .map((read) => ({ ...read, requestCount: 0, readOnServer: true, inBrowserCache: false }));
  const entries = [...serverOnly, ...inBrowser];
  for (const entry of entries) known.set(entry.key, entry);
  store.dispatch(hydrated({ entries }));
  for (const entry of entries) scheduleStale(entry);

  const unsubscribe = sdk.cache.subscribeTransitions(follow);
  return () => {
    unsubscribe();
    for (const key of [...timers.keys()]) cancelTimer(key);
  };
}
