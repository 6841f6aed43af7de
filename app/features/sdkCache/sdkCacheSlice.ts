import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CacheInspection } from '@about-site/sdk';

/**
 * One SDK cache entry as Redux DevTools show it: the SDK's inspection (query, state, times,
 * request count, loading, error, data) and where it was read.
 */
export interface MirroredEntry extends CacheInspection {
  /** The server render read it: the page was made from it. */
  readonly readOnServer: boolean;
  /** The browser's SDK cache holds it (the server hands the browser only what islands read). */
  readonly inBrowserCache: boolean;
}

/** The SDK cache's entries by key. Development builds only; the site never reads it. */
type SdkCacheState = Record<string, MirroredEntry>;

interface EntryPayload {
  entry: MirroredEntry;
}

interface KeyPayload {
  key: string;
}

const initialState: SdkCacheState = {};

/** An entry whose time to live passed: fresh data turns `Stale`, a cached 404 lapses. */
export function pastTimeToLive(entry: MirroredEntry): MirroredEntry {
  if (entry.state === 'Fulfilled') return { ...entry, state: 'Stale' };
  if (entry.state === 'Error') {
    return { ...entry, state: entry.loading ? 'Pending' : 'Unfulfilled', error: undefined };
  }
  return entry;
}

function stored(state: SdkCacheState, { payload }: PayloadAction<EntryPayload>): void {
  state[payload.entry.key] = payload.entry;
}

export const sdkCacheSlice = createSlice({
  name: 'sdkCache',
  initialState,
  reducers: {
    /** Entries taken from the page state and the SDK's hydrated cache (all of them at the start). */
    hydrated(state, { payload }: PayloadAction<{ entries: MirroredEntry[] }>) {
      for (const entry of payload.entries) state[entry.key] = entry;
    },
    /** A request for the entry started. */
    requested: stored,
    /** A response was stored where there was none. */
    fulfilled: stored,
    /** A response replaced a stored one (a refresh, an invalidation's read, a read of stale data). */
    refreshed: stored,
    /** A request failed: a cached 404 (`Error`), or an error the stored data outlives. */
    failed: stored,
    /** A request ended with nothing stored: aborted, or older than the stored response. */
    settled: stored,
    /** The entry was invalidated: its data is `Stale` at once. */
    invalidated: stored,
    /** Its time to live passed (`at`, clock time in ms): fresh data is `Stale`, a cached 404 lapses. */
    wentStale(state, { payload }: PayloadAction<KeyPayload & { at: number }>) {
      const entry = state[payload.key];
      if (!entry || entry.staleAt === null || payload.at <= entry.staleAt) return;
      state[payload.key] = pastTimeToLive(entry);
    },
    /** The SDK dropped the entry (`remove`, or evicted by a trim); a server read stays listed. */
    removed(state, { payload }: PayloadAction<KeyPayload & { reason: 'removed' | 'evicted' }>) {
      const entry = state[payload.key];
      if (entry?.readOnServer) {
        state[payload.key] = { ...entry, inBrowserCache: false, loading: false };
      } else Reflect.deleteProperty(state, payload.key);
    },
    /** A DevTools command could not be carried out (`message` says why). */
    commandFailed(
      _state,
      _action: PayloadAction<KeyPayload & { command: 'refresh' | 'invalidate'; message: string }>,
    ) {
      // Shown in the action log only: the entry's own actions tell what changed.
    },
  },
});

/** DevTools' dispatcher: read the entry again now, bypassing the HTTP cache. */
export const refreshRequested = createAction<KeyPayload>('sdkCache/refreshRequested');

/** DevTools' dispatcher: mark the entry out of date; an entry the page shows is read again. */
export const invalidateRequested = createAction<KeyPayload>('sdkCache/invalidateRequested');

export const {
  hydrated,
  requested,
  fulfilled,
  refreshed,
  failed,
  settled,
  invalidated,
  wentStale,
  removed,
  commandFailed,
} = sdkCacheSlice.actions;
