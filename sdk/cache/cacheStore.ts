import type { FetchMode, SlotHost } from './cacheSlot.js';
import { CacheSlot, expiresAt } from './cacheSlot.js';
import type { DehydratedCache, DehydratedEntry } from './dehydrated.js';
import { parseDehydratedCache } from './dehydrated.js';
import type { CacheEntry } from './entry.js';
import { entryReducer } from './entry.js';
import type { CacheInspection, CacheTransition, TransitionListener } from './inspection.js';
import type { Reader } from './reader.js';
import type { CallLimits, NetworkOptions } from './retryer.js';
import type { Timers } from './timers.js';
import { unrefTimer } from './timers.js';

export type EntryListener = (entry: CacheEntry | undefined) => void;
export type AllEntriesListener = (key: string, entry: CacheEntry | undefined) => void;
/** Hears each failed request of any entry: a cached 404 or an error the stored data outlives. */
export type FailureListener = (key: string, error: NonNullable<CacheEntry['error']>) => void;

/** Which entries a call is about: one key, or every key the predicate accepts. */
export type KeyFilter = string | ((key: string) => boolean);

/** The platform's trim debounce: the trim runs at most once per 5 s. */
export const TRIM_INTERVAL_MS = 5_000;

export interface CacheStoreOptions {
  now: () => number;
  maxEntries: number;
  /** Schedule the background trim while the cache is over capacity. */
  timers: Timers;
  /** How its reads go to the network. */
  network: NetworkOptions;
}

/**
 * Calls every listener of the set as it is now (one may unsubscribe another). A throwing listener
 * must not break the store or the other listeners: it fails on its own.
 */
function tellAll<A extends unknown[]>(
  listeners: Set<(...args: A) => void> | undefined,
  ...args: A
): void {
  if (!listeners?.size) return;
  for (const listener of [...listeners]) {
    try {
      listener(...args);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

function matching(filter: KeyFilter | undefined): (key: string) => boolean {
  if (filter === undefined) return () => true;
  return typeof filter === 'string' ? (key) => key === filter : filter;
}

/**
 * The SDK's cache: one slot per key (which owns the entry and its requests) in least-recently-
 * used order, the listeners, and the trim. Listeners hear of real changes of entries.
 */
export class CacheStore {
  readonly #slots = new Map<string, CacheSlot>();
  readonly #listeners = new Map<string, Set<EntryListener>>();
  readonly #allListeners = new Set<AllEntriesListener>();
  readonly #transitionListeners = new Set<TransitionListener>();
  readonly #failureListeners = new Set<FailureListener>();
  readonly now: () => number;
  readonly #maxEntries: number;
  readonly #timers: Timers;
  /** What slots are told of their cache; one object, shared by every slot. */
  readonly #host: SlotHost;
  /**
   * The last key of `#slots`, or undefined when unknown: lets a repeated read of the same key skip
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
    this.#host = {
      network: options.network,
      now: options.now,
      nextSeq: () => this.#seq++,
      holds: (slot) => this.#slots.get(slot.key) === slot,
      failed: (slot, error) => {
        tellAll(this.#failureListeners, slot.key, error);
      },
      changed: (slot, entry, transition, later) => {
        this.#changed(slot, entry, transition, later);
      },
      unchanged: (slot, transition) => {
        this.#report(slot.key, transition);
      },
      stored: () => {
        this.trim();
      },
    };
  }

  /** The hot path: the slot when it holds fresh data, marked most recently used. */
  peekFresh(key: string): CacheSlot | undefined {
    const slot = this.#slots.get(key);
    if (slot?.entry.state !== 'Fulfilled' || this.now() > slot.expiresAt) return undefined;
    this.#touch(key, slot);
    return slot;
  }

  /**
   * A read through a cache policy: expiry applied, marked most recently used. The entry remembers
   * how the first adapter call that read it reads it (`reader` with `args`).
   */
  read(key: string, reader: Reader, args: unknown): CacheSlot | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    slot.remember(reader, args);
    slot.expire(this.#host, false);
    this.#touch(key, slot);
    return slot;
  }

  /** Reads the entry from the network (creating it), sharing an identical request in flight. */
  load(
    key: string,
    reader: Reader,
    args: unknown,
    mode: FetchMode,
    signal: AbortSignal | undefined,
    limits?: CallLimits,
  ): Promise<unknown> {
    let slot = this.#slots.get(key);
    if (!slot) {
      slot = new CacheSlot(key);
      this.#insert(key, slot);
    }
    return slot.load(this.#host, reader, args, mode, signal, limits);
  }

  /** Reads the entry again as the adapter call that first read it; undefined before one has. */
  reload(key: string): Promise<unknown> | undefined {
    return this.#slots.get(key)?.reload(this.#host, 'no-cache');
  }

  /** The keys `filter` names that have an entry. */
  keys(filter: KeyFilter): string[] {
    if (typeof filter === 'string') return this.#slots.has(filter) ? [filter] : [];
    return [...this.#slots.keys()].filter((key) => filter(key));
  }

  /** Somebody subscribes to the entry. */
  isObserved(key: string): boolean {
    return this.#listeners.has(key);
  }

  /**
   * Marks the entry out of date (see `CacheSlot.invalidate`); later reads do not join the
   * requests already in flight, whose responses may predate the change.
   */
  markStale(key: string): void {
    this.#slots.get(key)?.invalidate(this.#host, this.#seq);
  }

  /**
   * Drops the entry: its listeners and the all-entries listeners hear `undefined`. A request in
   * flight for it still resolves for its callers but stores nothing.
   */
  remove(key: string): void {
    if (!this.#slots.has(key)) return;
    this.#evict(key, 'removed');
    tellAll(this.#listeners.get(key), undefined);
  }

  get(key: string): CacheEntry | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    slot.expire(this.#host, true);
    return slot.entry;
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
    return this.#addTo(this.#allListeners, listener);
  }

  subscribeTransitions(listener: TransitionListener): () => void {
    return this.#addTo(this.#transitionListeners, listener);
  }

  subscribeFailures(listener: FailureListener): () => void {
    return this.#addTo(this.#failureListeners, listener);
  }

  /**
   * The entry and what the store knows of it, expiry reported as of now but not applied: reading
   * it changes nothing, notifies nobody and does not count as a use.
   */
  inspect(key: string): CacheInspection | undefined {
    const slot = this.#slots.get(key);
    return slot && this.#inspection(slot);
  }

  inspectAll(): CacheInspection[] {
    return Array.from(this.#slots.values(), (slot) => this.#inspection(slot));
  }

  /** Every entry, frozen; reading it loads nothing and does not count as a use. */
  entries(): Readonly<Record<string, CacheEntry>> {
    const out: [string, CacheEntry][] = [];
    for (const [key, slot] of this.#slots) {
      slot.expire(this.#host, true);
      out.push([key, slot.entry]);
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
    const before = this.#slots.size;
    for (const [key, slot] of this.#slots) {
      if (now > slot.expiresAt && this.#evictable(key, slot)) this.#evict(key, 'evicted');
    }
    for (const [key, slot] of this.#slots) {
      if (this.#slots.size <= this.#maxEntries) break;
      if (this.#evictable(key, slot)) this.#evict(key, 'evicted');
    }
    this.#scheduleTrim();
    return before - this.#slots.size;
  }

  /** Stops the background trim for good; the cache itself keeps working. */
  dispose(): void {
    this.#disposed = true;
    if (this.#trimTimer) this.#timers.clearTimeout(this.#trimTimer.handle);
    this.#trimTimer = undefined;
  }

  /**
   * Every stored response (fresh, stale or a cached error) of the keys `filter` names (all by
   * default) as JSON-safe data, and every read that failed with nothing stored (`Unfulfilled`
   * with its error), so a page rendered from this cache shows the same fallback when the
   * browser hydrates it.
   */
  dehydrate(filter?: KeyFilter): DehydratedCache {
    const entries: DehydratedEntry[] = [];
    const now = this.now();
    const wanted = matching(filter);
    for (const [key, slot] of this.#slots) {
      if (!wanted(key)) continue;
      slot.expire(this.#host, true);
      const { state, data, error } = slot.entry;
      if (state === 'Pending' || (state === 'Unfulfilled' && error === undefined)) continue;
      // A failure has no stored response to date: it is as old as this snapshot.
      const { writtenAt, startedAt, ttl } =
        state === 'Unfulfilled' ? { writtenAt: now, startedAt: now, ttl: 0 } : slot;
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
      const existing = this.#slots.get(item.key);
      const slot = existing ?? new CacheSlot(item.key);
      if (!slot.acceptsHydrated(item)) continue;
      if (!existing) this.#insert(item.key, slot);
      slot.hydrate(this.#host, item, now > expiry);
    }
  }

  #addTo<L>(listeners: Set<L>, listener: L): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  /** A new key goes last: it is the most recently used. */
  #insert(key: string, slot: CacheSlot): void {
    this.#slots.set(key, slot);
    this.#mostRecentKey = key;
    this.#scheduleTrim();
  }

  #touch(key: string, slot: CacheSlot): void {
    if (this.#mostRecentKey === key) return;
    this.#slots.delete(key);
    this.#slots.set(key, slot);
    this.#mostRecentKey = key;
  }

  /**
   * Trims run inside writes, so a burst followed by silence would leave the cache over capacity for
   * good: while it is over, one timer runs the trim as soon as the 5 s debounce allows.
   */
  #scheduleTrim(): void {
    if (this.#trimTimer || this.#disposed || this.#slots.size <= this.#maxEntries) return;
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

  #evictable(key: string, slot: CacheSlot): boolean {
    return slot.idle && !this.#listeners.has(key);
  }

  #evict(key: string, transition: 'removed' | 'evicted'): void {
    this.#slots.delete(key);
    if (this.#mostRecentKey === key) this.#mostRecentKey = undefined;
    this.#report(key, transition);
    tellAll(this.#allListeners, key, undefined);
  }

  #inspection(slot: CacheSlot): CacheInspection {
    const { entry, writtenAt, ttl } = slot;
    const stored = writtenAt !== -Infinity;
    return {
      ...(this.now() > slot.expiresAt ? entryReducer(entry, { type: 'expired' }) : entry),
      key: slot.key,
      query: slot.query,
      fetchedAt: stored ? writtenAt : null,
      staleAt: stored && ttl !== -1 ? writtenAt + ttl : null,
      requestCount: slot.requests,
    };
  }

  #changed(slot: CacheSlot, entry: CacheEntry, transition: CacheTransition, later: boolean): void {
    const { key } = slot;
    // Reads from a render (a snapshot getter) must not notify synchronously.
    if (later) {
      queueMicrotask(() => {
        if (this.#slots.get(key)?.entry === entry) this.#notify(key, entry);
        this.#report(key, transition);
      });
      return;
    }
    this.#notify(key, entry);
    this.#report(key, transition);
  }

  #report(key: string, transition: CacheTransition): void {
    tellAll(this.#transitionListeners, key, transition);
  }

  #notify(key: string, entry: CacheEntry): void {
    tellAll(this.#listeners.get(key), entry);
    tellAll(this.#allListeners, key, entry);
  }
}
