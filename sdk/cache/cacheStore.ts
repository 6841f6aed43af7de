import type { SdkErrorJson } from '../fetch/index.js';
import type { CacheRecord, ReadSource, RequestVersion } from './cacheRecord.js';
import { expiresAt, isNewer, newRecord } from './cacheRecord.js';
import type { DehydratedCache, DehydratedEntry } from './dehydrated.js';
import { parseDehydratedCache } from './dehydrated.js';
import type { CacheEntry, EntryAction } from './entry.js';
import { entryReducer } from './entry.js';
import type { CacheInspection, CacheTransition, TransitionListener } from './inspection.js';
import type { NetworkLoad } from './network.js';
import type { SharedRequest } from './sharedRequest.js';
import type { Timers } from './timers.js';
import { unrefTimer } from './timers.js';

export type EntryListener = (entry: CacheEntry | undefined) => void;
export type AllEntriesListener = (key: string, entry: CacheEntry | undefined) => void;

/** Which entries a call is about: one key, or every key the predicate accepts. */
export type KeyFilter = string | ((key: string) => boolean);

/** The platform's trim debounce: the trim runs at most once per 5 s. */
export const TRIM_INTERVAL_MS = 5_000;

const EXPIRED: EntryAction = { type: 'expired' };

const TRANSITION_OF: Readonly<Record<EntryAction['type'], CacheTransition>> = {
  fetchStarted: 'requested',
  fetchSucceeded: 'fulfilled',
  fetchFailedCached: 'failed',
  fetchFailed: 'failed',
  fetchSettled: 'settled',
  expired: 'expired',
  hydrated: 'hydrated',
};

export interface CacheStoreOptions {
  now: () => number;
  maxEntries: number;
  /** Schedule the background trim while the cache is over capacity. */
  timers: Timers;
}

function sourceOf(load: NetworkLoad<unknown>): ReadSource {
  return { fetcher: load.fetcher, ttl: load.ttl, adapter: load.adapter, args: load.args };
}

/** A throwing listener must not break the store or the other listeners: it fails on its own. */
function safely<A extends unknown[]>(listener: (...args: A) => void, ...args: A): void {
  try {
    listener(...args);
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

/**
 * The SDK's cache: records (entry + metadata) in least-recently-used order, listeners, and the
 * requests in flight. Entries change only through `entryReducer`; listeners hear of real changes.
 */
export class CacheStore {
  readonly #records = new Map<string, CacheRecord>();
  readonly #listeners = new Map<string, Set<EntryListener>>();
  readonly #allListeners = new Set<AllEntriesListener>();
  readonly #transitionListeners = new Set<TransitionListener>();
  /** Requests in flight, by fetch mode and key. */
  readonly inflight = new Map<string, SharedRequest<unknown>>();
  readonly now: () => number;
  readonly #maxEntries: number;
  readonly #timers: Timers;
  /**
   * The last key of `#records`, or undefined when unknown: lets a repeated read of the same key skip
   * the reorder (the hot path). Kept right because keys enter only through `#insert` and move only
   * through `#touch`.
   */
  #mostRecentKey: string | undefined;
  #seq = 0;
  #lastTrimAt: number;
  #trimTimer: { handle: unknown } | undefined;
  #disposed = false;

  constructor(options: CacheStoreOptions) {
    this.now = options.now;
    this.#maxEntries = options.maxEntries;
    this.#timers = options.timers;
    this.#lastTrimAt = options.now();
  }

  /** The hot path: the record when it holds fresh data, marked most recently used. */
  peekFresh(key: string): CacheRecord | undefined {
    const record = this.#records.get(key);
    if (record?.entry.state !== 'Fulfilled' || this.now() > record.expiresAt) return undefined;
    this.#touch(key, record);
    return record;
  }

  /**
   * A read through a cache policy: expiry applied, marked most recently used. The entry remembers
   * `source`, how the first adapter call that read it reads it again.
   */
  read(load: NetworkLoad<unknown>): CacheRecord | undefined {
    const { key } = load;
    const record = this.#records.get(key);
    if (!record) return undefined;
    record.source ??= sourceOf(load);
    this.#expire(key, record, false);
    this.#touch(key, record);
    return record;
  }

  nextVersion(): RequestVersion {
    return { startedAt: this.now(), seq: this.#seq++ };
  }

  /** A request for `key` starts; returns the record its outcome goes to. */
  started(load: NetworkLoad<unknown>): CacheRecord {
    const { key } = load;
    let record = this.#records.get(key);
    if (!record) {
      record = newRecord();
      this.#insert(key, record);
    }
    record.source ??= sourceOf(load);
    record.pending++;
    record.requests++;
    this.#apply(key, record, { type: 'fetchStarted' });
    return record;
  }

  /**
   * Stores a response unless a newer one is already stored (or the entry was removed since the
   * request started); returns the data callers get.
   */
  succeeded(
    key: string,
    record: CacheRecord,
    version: RequestVersion,
    data: unknown,
    ttl: number,
  ): unknown {
    if (!this.#settle(key, record)) return data;
    if (!isNewer(version, record)) {
      this.#apply(key, record, { type: 'fetchSettled', loading: record.pending > 0 });
      return record.entry.data === undefined ? data : record.entry.data;
    }
    this.#stamp(record, version, ttl);
    this.#apply(key, record, { type: 'fetchSucceeded', data, loading: record.pending > 0 });
    this.trim();
    return record.entry.data;
  }

  /** Stores a cacheable error (a 404) unless a newer response is already stored. */
  failedCached(
    key: string,
    record: CacheRecord,
    version: RequestVersion,
    error: SdkErrorJson,
    ttl: number,
  ): void {
    if (!this.#settle(key, record)) return;
    if (!isNewer(version, record)) {
      this.#apply(key, record, { type: 'fetchSettled', loading: record.pending > 0 });
      return;
    }
    this.#stamp(record, version, ttl);
    this.#apply(key, record, { type: 'fetchFailedCached', error, loading: record.pending > 0 });
    this.trim();
  }

  /** An error that is not cached: the stored data stays; observers see the error. */
  failed(key: string, record: CacheRecord, version: RequestVersion, error: SdkErrorJson): void {
    if (!this.#settle(key, record)) return;
    const action: EntryAction = isNewer(version, record)
      ? { type: 'fetchFailed', error, loading: record.pending > 0 }
      : { type: 'fetchSettled', loading: record.pending > 0 };
    this.#apply(key, record, action);
  }

  /** A request that ended without a response to store (aborted, or marked not cacheable). */
  settled(key: string, record: CacheRecord): void {
    if (!this.#settle(key, record)) return;
    this.#apply(key, record, { type: 'fetchSettled', loading: record.pending > 0 });
  }

  /** The keys `filter` names that have an entry. */
  keys(filter: KeyFilter): string[] {
    if (typeof filter === 'string') return this.#records.has(filter) ? [filter] : [];
    return [...this.#records.keys()].filter((key) => filter(key));
  }

  /** How the entry is read again, once an adapter call has read it. */
  sourceOf(key: string): ReadSource | undefined {
    return this.#records.get(key)?.source;
  }

  /** Somebody subscribes to the entry. */
  isObserved(key: string): boolean {
    return this.#listeners.has(key);
  }

  /**
   * Marks the entry out of date: fresh data turns `Stale` and a cached error lapses, as if its time
   * to live had passed, and responses of requests already in flight are stored stale.
   */
  markStale(key: string): void {
    const record = this.#records.get(key);
    if (!record) return;
    record.expiresAt = -Infinity;
    record.staleBefore = this.#seq;
    this.#apply(key, record, EXPIRED, false, 'invalidated');
  }

  /**
   * Drops the entry: its listeners and the all-entries listeners hear `undefined`. A request in
   * flight for it still answers its callers but stores nothing.
   */
  remove(key: string): void {
    if (!this.#records.has(key)) return;
    this.#evict(key, 'removed');
    const set = this.#listeners.get(key);
    if (set) for (const listener of [...set]) safely(listener, undefined);
  }

  get(key: string): CacheEntry | undefined {
    const record = this.#records.get(key);
    if (!record) return undefined;
    this.#expire(key, record, true);
    return record.entry;
  }

  subscribe(key: string, listener: EntryListener): () => void {
    let set = this.#listeners.get(key);
    if (!set) {
      set = new Set();
      this.#listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      const current = this.#listeners.get(key);
      if (!current?.delete(listener) || current.size > 0) return;
      this.#listeners.delete(key);
    };
  }

  subscribeAll(listener: AllEntriesListener): () => void {
    this.#allListeners.add(listener);
    return () => {
      this.#allListeners.delete(listener);
    };
  }

  subscribeTransitions(listener: TransitionListener): () => void {
    this.#transitionListeners.add(listener);
    return () => {
      this.#transitionListeners.delete(listener);
    };
  }

  /**
   * The entry and what the store knows of it, expiry reported as of now but not applied: reading
   * it changes nothing, notifies nobody and does not count as a use.
   */
  inspect(key: string): CacheInspection | undefined {
    const record = this.#records.get(key);
    return record && this.#inspection(key, record);
  }

  inspectAll(): CacheInspection[] {
    return Array.from(this.#records, ([key, record]) => this.#inspection(key, record));
  }

  /** Every entry, frozen; reading it loads nothing and does not count as a use. */
  entries(): Readonly<Record<string, CacheEntry>> {
    const out: [string, CacheEntry][] = [];
    for (const [key, record] of this.#records) {
      this.#expire(key, record, true);
      out.push([key, record.entry]);
    }
    return Object.freeze(Object.fromEntries(out));
  }

  /**
   * Evicts entries nobody subscribes to and nothing is loading: first the expired ones, then the
   * least recently used beyond `maxEntries`. Runs at most once per 5 s; returns how many it evicted.
   * While the cache stays over capacity, a timer runs it again as soon as the 5 s allow.
   */
  trim(): number {
    const now = this.now();
    if (now - this.#lastTrimAt < TRIM_INTERVAL_MS) {
      this.#scheduleTrim();
      return 0;
    }
    this.#lastTrimAt = now;
    const before = this.#records.size;
    for (const [key, record] of this.#records) {
      if (now > record.expiresAt && this.#evictable(key, record)) this.#evict(key, 'evicted');
    }
    for (const [key, record] of this.#records) {
      if (this.#records.size <= this.#maxEntries) break;
      if (this.#evictable(key, record)) this.#evict(key, 'evicted');
    }
    this.#scheduleTrim();
    return before - this.#records.size;
  }

  /** Stops the background trim for good; the cache itself keeps working. */
  dispose(): void {
    this.#disposed = true;
    if (this.#trimTimer) this.#timers.clearTimeout(this.#trimTimer.handle);
    this.#trimTimer = undefined;
  }

  /**
   * Every stored response (fresh, stale or a cached error) as JSON-safe data, and every read
   * that failed with nothing stored (`Unfulfilled` with its error), so a page rendered from this
   * cache shows the same fallback when the browser hydrates it.
   */
  dehydrate(): DehydratedCache {
    const entries: DehydratedEntry[] = [];
    const now = this.now();
    for (const [key, record] of this.#records) {
      this.#expire(key, record, true);
      const { state, data, error } = record.entry;
      if (state === 'Pending' || (state === 'Unfulfilled' && error === undefined)) continue;
      // A failure has no stored response to date: it is as old as this snapshot.
      const { writtenAt, startedAt, ttl } =
        state === 'Unfulfilled' ? { writtenAt: now, startedAt: now, ttl: 0 } : record;
      const item: DehydratedEntry = { key, state, startedAt, writtenAt, ttl };
      if (data !== undefined) item.data = data;
      if (error !== undefined) item.error = error;
      entries.push(item);
    }
    return { version: 1, entries };
  }

  /**
   * Adds dehydrated responses; one never replaces a response whose request started later. The whole
   * state is validated first: a malformed one throws an `INVALID_CONFIG` `SdkError` and changes nothing.
   */
  hydrate(state: unknown): void {
    const parsed = parseDehydratedCache(state);
    const now = this.now();
    for (const item of parsed.entries) {
      const expiry = expiresAt(item.writtenAt, item.ttl);
      if (item.state === 'Error' && now > expiry) continue;
      const existing = this.#records.get(item.key);
      const record = existing ?? newRecord();
      const version = { startedAt: item.startedAt, seq: -1 };
      if (!isNewer(version, record)) continue;
      if (!existing) this.#insert(item.key, record);
      // A failed read stores no response: any response that comes later wins over it.
      if (item.state !== 'Unfulfilled') this.#stamp(record, version, item.ttl, item.writtenAt);
      const hydratedState =
        item.state === 'Error' || item.state === 'Unfulfilled'
          ? item.state
          : now > expiry
            ? 'Stale'
            : 'Fulfilled';
      const action: EntryAction = { type: 'hydrated', state: hydratedState, data: item.data };
      if (item.error) action.error = item.error;
      this.#apply(item.key, record, action);
    }
  }

  /** Counts the request out; false when its entry was removed since it started. */
  #settle(key: string, record: CacheRecord): boolean {
    if (this.#records.get(key) !== record) return false;
    record.pending = Math.max(0, record.pending - 1);
    return true;
  }

  #stamp(record: CacheRecord, version: RequestVersion, ttl: number, writtenAt = this.now()): void {
    // A response whose request started before the entry was invalidated is stale at once.
    const kept = version.seq >= 0 && version.seq < record.staleBefore ? 0 : ttl;
    record.startedAt = version.startedAt;
    record.seq = version.seq;
    record.ttl = kept;
    record.writtenAt = writtenAt;
    record.expiresAt = expiresAt(writtenAt, kept);
  }

  /** A new key goes last: it is the most recently used. */
  #insert(key: string, record: CacheRecord): void {
    this.#records.set(key, record);
    this.#mostRecentKey = key;
    this.#scheduleTrim();
  }

  #touch(key: string, record: CacheRecord): void {
    if (this.#mostRecentKey === key) return;
    this.#records.delete(key);
    this.#records.set(key, record);
    this.#mostRecentKey = key;
  }

  /**
   * Trims run inside writes, so a burst followed by silence would leave the cache over capacity for
   * good: while it is over, one timer runs the trim as soon as the 5 s debounce allows.
   */
  #scheduleTrim(): void {
    if (this.#trimTimer || this.#disposed || this.#records.size <= this.#maxEntries) return;
    const wait = this.#lastTrimAt + TRIM_INTERVAL_MS - this.now();
    const timer = { handle: undefined as unknown };
    this.#trimTimer = timer;
    timer.handle = this.#timers.setTimeout(
      () => {
        if (this.#trimTimer !== timer) return;
        this.#trimTimer = undefined;
        this.trim();
      },
      Math.min(TRIM_INTERVAL_MS, Math.max(0, wait)),
    );
    unrefTimer(timer.handle);
  }

  /** Fresh data turns Stale and a cached error lapses once the time to live has passed. */
  #expire(key: string, record: CacheRecord, deferNotify: boolean): void {
    const { state } = record.entry;
    if ((state !== 'Fulfilled' && state !== 'Error') || this.now() <= record.expiresAt) return;
    this.#apply(key, record, EXPIRED, deferNotify);
  }

  #evictable(key: string, record: CacheRecord): boolean {
    return record.pending === 0 && !this.#listeners.has(key);
  }

  #evict(key: string, transition: 'removed' | 'evicted'): void {
    this.#records.delete(key);
    if (this.#mostRecentKey === key) this.#mostRecentKey = undefined;
    this.#report(key, transition);
    if (this.#allListeners.size === 0) return;
    for (const listener of [...this.#allListeners]) safely(listener, key, undefined);
  }

  #inspection(key: string, record: CacheRecord): CacheInspection {
    const { entry, source, writtenAt, ttl } = record;
    const stored = writtenAt !== -Infinity;
    return {
      ...(this.now() > record.expiresAt ? entryReducer(entry, EXPIRED) : entry),
      key,
      query: source?.adapter ? { adapter: source.adapter, args: source.args } : null,
      fetchedAt: stored ? writtenAt : null,
      staleAt: stored && ttl !== -1 ? writtenAt + ttl : null,
      requestCount: record.requests,
    };
  }

  /**
   * Applies `action` to the entry. Listeners of entries hear of real changes only; transition
   * listeners hear of every action, so a request that joins one in flight is told too.
   */
  #apply(
    key: string,
    record: CacheRecord,
    action: EntryAction,
    deferNotify = false,
    transition?: CacheTransition,
  ): void {
    const next = entryReducer(record.entry, action);
    if (next === record.entry) {
      this.#report(key, transition ?? TRANSITION_OF[action.type]);
      return;
    }
    record.entry = next;
    // Reads from a render (a snapshot getter) must not notify synchronously.
    if (deferNotify) {
      queueMicrotask(() => {
        if (this.#records.get(key)?.entry === next) this.#notify(key, next);
        this.#report(key, transition ?? TRANSITION_OF[action.type]);
      });
    } else {
      this.#notify(key, next);
      this.#report(key, transition ?? TRANSITION_OF[action.type]);
    }
  }

  #report(key: string, transition: CacheTransition): void {
    if (this.#transitionListeners.size === 0) return;
    for (const listener of [...this.#transitionListeners]) safely(listener, key, transition);
  }

  #notify(key: string, entry: CacheEntry): void {
    const set = this.#listeners.get(key);
    if (set) for (const listener of [...set]) safely(listener, entry);
    for (const listener of [...this.#allListeners]) safely(listener, key, entry);
  }
}
