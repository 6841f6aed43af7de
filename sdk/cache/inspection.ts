import type { CacheEntry } from './entry.js';

/** The adapters whose calls store entries. */
export type AdapterName =
  'getContent' | 'getContents' | 'getContentFields' | 'getSeoProperties' | 'apex';

/** The adapter call that reads an entry: the adapter's name and the config it was given. */
export interface CacheQuery {
  readonly adapter: AdapterName;
  readonly args: unknown;
}

/**
 * One entry as tools see it (developer tools, logs): the entry as `get` would return it now, and
 * what the cache knows about it besides. JSON-safe when the query's config is.
 */
export interface CacheInspection<T = unknown> extends CacheEntry<T> {
  readonly key: string;
  /** The first adapter call that read the entry; null for an entry only hydrated so far. */
  readonly query: CacheQuery | null;
  /** Clock time (ms) the stored response was written (on the server, when hydrated); null before one. */
  readonly fetchedAt: number | null;
  /**
   * Clock time (ms) after which the stored response is past its time to live; null when it never
   * is or nothing is stored. An invalidated entry is `Stale` before then.
   */
  readonly staleAt: number | null;
  /** Requests this cache has started for the entry (its own, not the server's). */
  readonly requestCount: number;
}

/**
 * What just happened to an entry: a request `requested`, and ended with a stored response
 * (`fulfilled`), a failure (`failed`: a cached 404 or an error the stored data outlives) or
 * nothing stored (`settled`: aborted, or older than the stored data); its time to live passed and
 * a read noticed (`expired`); `invalidated`; `hydrated`; dropped by `remove` (`removed`) or by
 * a trim (`evicted`).
 */
export type CacheTransition =
  | 'requested'
  | 'fulfilled'
  | 'failed'
  | 'settled'
  | 'expired'
  | 'invalidated'
  | 'hydrated'
  | 'removed'
  | 'evicted';

/** Hears every transition of every entry, with its key; `cache.inspect(key)` tells the rest. */
export type TransitionListener = (key: string, transition: CacheTransition) => void;
