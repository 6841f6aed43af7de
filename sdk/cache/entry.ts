import type { SdkErrorJson } from '../fetch/index.js';
import { replaceEqualDeep } from './replaceEqualDeep.js';

/**
 * The platform's snapshot states. `Unfulfilled`: nothing usable; `Pending`: nothing usable and a
 * request in flight; `Fulfilled`: fresh data; `Stale`: data past its time to live; `Error`: a cached
 * error (only 404 responses are cached).
 */
export type EntryState = 'Fulfilled' | 'Unfulfilled' | 'Error' | 'Pending' | 'Stale';

/** One cache entry, JSON-safe: `error` is the serialised `SdkError`. */
export interface CacheEntry<T = unknown> {
  readonly state: EntryState;
  /** A request for this entry is in flight. */
  readonly loading: boolean;
  /**
   * A load has ended with a response or an error at least once (an abort does not count): as in the
   * platform's store, a failed first load is `loaded` with its `error`.
   */
  readonly loaded: boolean;
  readonly data: T | undefined;
  /** The cached 404, or the last failure of a request that could not be cached. */
  readonly error: SdkErrorJson | undefined;
}

/** Every way an entry changes. `loading` tells whether other requests are still in flight. */
export type EntryAction =
  | { type: 'fetchStarted' }
  | { type: 'fetchSucceeded'; data: unknown; stale: boolean; loading: boolean }
  | { type: 'fetchFailedCached'; error: SdkErrorJson; loading: boolean }
  | { type: 'fetchFailed'; error: SdkErrorJson; loading: boolean }
  | { type: 'fetchSettled'; loading: boolean }
  | { type: 'expired' }
  | {
      type: 'hydrated';
      state: 'Fulfilled' | 'Stale' | 'Error' | 'Unfulfilled';
      data: unknown;
      error?: SdkErrorJson;
    };

/** What a key with no entry reads as: nothing stored, nothing loading. */
export const UNFULFILLED: CacheEntry<never> = Object.freeze({
  state: 'Unfulfilled',
  loading: false,
  loaded: false,
  data: undefined,
  error: undefined,
});

function idleState(entry: CacheEntry, loading: boolean): EntryState {
  return entry.state === 'Pending' && !loading ? 'Unfulfilled' : entry.state;
}

function reduce(entry: CacheEntry, action: EntryAction): CacheEntry {
  switch (action.type) {
    case 'fetchStarted':
      return {
        ...entry,
        loading: true,
        state: entry.state === 'Unfulfilled' ? 'Pending' : entry.state,
      };
    case 'fetchSucceeded':
      // Stale at once: a response its server said not to cache, or one that predates an invalidation.
      return {
        state: action.stale ? 'Stale' : 'Fulfilled',
        loading: action.loading,
        loaded: true,
        data: replaceEqualDeep(entry.data, action.data),
        error: undefined,
      };
    case 'fetchFailedCached':
      return {
        state: 'Error',
        loading: action.loading,
        loaded: true,
        data: undefined,
        error: action.error,
      };
    case 'fetchFailed':
      // Not cacheable: the stored response stays (data, or a cached 404 that still answers reads);
      // beside data, the error is kept for observers only.
      return {
        ...entry,
        loading: action.loading,
        loaded: true,
        state: idleState(entry, action.loading),
        error: entry.state === 'Error' ? entry.error : action.error,
      };
    case 'fetchSettled':
      // Aborted, outdated or not cacheable: the previous data stays.
      return { ...entry, loading: action.loading, state: idleState(entry, action.loading) };
    case 'expired':
      if (entry.state === 'Fulfilled') return { ...entry, state: 'Stale' };
      if (entry.state === 'Error') {
        return { ...entry, state: entry.loading ? 'Pending' : 'Unfulfilled', error: undefined };
      }
      return entry;
    case 'hydrated':
      return {
        state: action.state,
        loading: entry.loading,
        loaded: true,
        data: replaceEqualDeep(entry.data, action.data),
        error: action.error,
      };
    default: {
      const unknownAction: never = action;
      throw new TypeError(`unknown cache action: ${JSON.stringify(unknownAction)}`);
    }
  }
}

function sameEntry(a: CacheEntry, b: CacheEntry): boolean {
  return (
    a.state === b.state &&
    a.loading === b.loading &&
    a.loaded === b.loaded &&
    a.data === b.data &&
    a.error === b.error
  );
}

/**
 * The one place an entry changes. Returns the previous object when nothing changed, so callers can
 * notify listeners on `next !== prev` only.
 */
export function entryReducer(entry: CacheEntry, action: EntryAction): CacheEntry {
  const next = reduce(entry, action);
  return sameEntry(entry, next) ? entry : next;
}
