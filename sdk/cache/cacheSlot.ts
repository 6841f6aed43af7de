import { SdkError, isAbortError } from '../fetch/index.js';
import type { SdkErrorJson } from '../fetch/index.js';
import type { DehydratedEntry } from './dehydrated.js';
import type { CacheEntry, EntryAction } from './entry.js';
import { UNFULFILLED, entryReducer } from './entry.js';
import { configCopy } from './configCopy.js';
import type { CacheQuery, CacheTransition } from './inspection.js';
import type { Reader } from './reader.js';
import type { CallLimits, NetworkOptions } from './retryer.js';
import { readWithRetries, withCallLimits } from './retryer.js';
import { SharedRequest } from './sharedRequest.js';

/** The fetch cache modes the cache reads with: the default, or `no-cache` to bypass HTTP caches. */
export type FetchMode = 'no-cache' | undefined;

/** What a slot needs of the cache that holds it. */
export interface SlotHost {
  readonly network: NetworkOptions;
  now(): number;
  /** The next request's place in the cache's order (immune to clock jumps). */
  nextSeq(): number;
  /** False once the slot was removed or evicted: its requests then store nothing. */
  holds(slot: CacheSlot): boolean;
  /** A request of the slot failed with `error` (an abort is no failure). */
  failed(slot: CacheSlot, error: SdkErrorJson): void;
  /** The slot's entry changed to `entry`; tell its listeners now, or on the next microtask. */
  changed(slot: CacheSlot, entry: CacheEntry, transition: CacheTransition, later: boolean): void;
  /** Something happened to the slot that left its entry as it was (for transition listeners). */
  unchanged(slot: CacheSlot, transition: CacheTransition): void;
  /** A response was stored: the cache may trim. */
  stored(): void;
}

const EXPIRED: EntryAction = { type: 'expired' };
const STARTED: EntryAction = { type: 'fetchStarted' };

const TRANSITION_OF: Readonly<Record<EntryAction['type'], CacheTransition>> = {
  fetchStarted: 'requested',
  fetchSucceeded: 'fulfilled',
  fetchFailedCached: 'failed',
  fetchFailed: 'failed',
  fetchSettled: 'settled',
  expired: 'expired',
  hydrated: 'hydrated',
};

/** The platform caches only 404 responses, as Error entries with a time to live. */
function isCacheableError(error: SdkError): boolean {
  return error.errorType === 'fetchResponse' && error.status === 404;
}

function toSdkError(error: unknown): SdkError {
  if (error instanceof SdkError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SdkError({
    status: 0,
    statusText: '',
    message,
    errorType: 'networkAdapterError',
    cause: error,
  });
}

/**
 * The requests of an entry while any is in flight; dropped once none is, so a settled entry keeps
 * nothing of them.
 */
interface Flight {
  /** Requests in flight. */
  pending: number;
  /** The requests later reads join, one per fetch mode. */
  plain: SharedRequest<unknown> | undefined;
  noCache: SharedRequest<unknown> | undefined;
}

/** -1 never expires; 0 is stale at once (a response its server said not to cache). */
export function expiresAt(writtenAt: number, ttl: number): number {
  if (ttl === -1) return Infinity;
  return ttl === 0 ? -Infinity : writtenAt + ttl;
}

/**
 * One cache entry and everything that happens to it: its requests (shared while in flight, with
 * retries and time limits), the version of its stored response, and every change of its entry.
 * The cache that holds it keeps the order of use and tells listeners; nothing else changes it.
 */
export class CacheSlot {
  readonly key: string;
  #entry: CacheEntry = UNFULFILLED;
  /** Time to live of the stored response in ms; -1 = never stale, 0 = stale (or invalidated). */
  #ttl = 0;
  /** Clock time the stored response was written; -Infinity before the first one. */
  #writtenAt = -Infinity;
  /** Version of the stored response: when its request started, and its order in the cache. */
  #startedAt = -Infinity;
  /** -1 for hydrated responses, which are ordered by `startedAt` only. */
  #seq = -1;
  /** Responses of requests started before this sequence are stored stale (see `invalidate`). */
  #staleBefore = 0;
  /** How to read the entry again: the first adapter call that read it (none while only hydrated). */
  #reader: Reader | undefined;
  #args: unknown;
  /** Requests started for the entry, ever (for inspection). */
  #started = 0;
  #flight: Flight | undefined;

  constructor(key: string) {
    this.key = key;
  }

  get entry(): CacheEntry {
    return this.#entry;
  }

  get ttl(): number {
    return this.#ttl;
  }

  get writtenAt(): number {
    return this.#writtenAt;
  }

  /** `writtenAt + ttl`; Infinity when never stale, -Infinity when stale at once or empty. */
  get expiresAt(): number {
    return expiresAt(this.#writtenAt, this.#ttl);
  }

  get startedAt(): number {
    return this.#startedAt;
  }

  /** Requests started for this entry, ever (for inspection). */
  get requests(): number {
    return this.#started;
  }

  /** Nothing is loading: a trim may evict it. */
  get idle(): boolean {
    return !this.#loading;
  }

  /** The adapter call that first read the entry; null while only hydrated. */
  get query(): CacheQuery | null {
    const reader = this.#reader;
    return reader ? { adapter: reader.adapter, args: this.#args } : null;
  }

  /** An adapter call has read the entry, so `reload` can read it again. */
  get readsAgain(): boolean {
    return this.#reader !== undefined;
  }

  /** The first adapter call that reads the entry tells how to read it again. */
  remember(reader: Reader, args: unknown): void {
    if (this.#reader) return;
    this.#reader = reader;
    this.#args = configCopy(args);
  }

  /**
   * Reads the entry, sharing the request in flight of the same fetch mode, if any; `limits` are
   * those of a request this call starts.
   */
  load(
    host: SlotHost,
    reader: Reader,
    args: unknown,
    mode: FetchMode,
    signal: AbortSignal | undefined,
    limits?: CallLimits,
  ): Promise<unknown> {
    const flight = this.#flight;
    const shared = mode === 'no-cache' ? flight?.noCache : flight?.plain;
    return (
      shared ?? this.#start(host, reader, args, { mode, abortable: signal !== undefined, limits })
    ).join(signal);
  }

  /**
   * Reads the entry again as the adapter call that first read it, with a request of its own:
   * those already in flight may have started before what the caller knows changed, so their
   * responses are stored stale. Undefined before an adapter call has read it.
   */
  reload(host: SlotHost, mode: FetchMode): Promise<unknown> | undefined {
    const reader = this.#reader;
    this.detach();
    this.#staleBefore = host.nextSeq();
    return reader && this.load(host, reader, this.#args, mode, undefined);
  }

  /** Joins the request in flight that started last, whatever its fetch mode. */
  joinLatest(signal: AbortSignal | undefined): Promise<unknown> | undefined {
    const plain = this.#flight?.plain;
    const noCache = this.#flight?.noCache;
    const latest = !plain || (noCache && noCache.seq > plain.seq) ? noCache : plain;
    return latest?.join(signal);
  }

  /**
   * Lets go of the requests in flight: they still resolve for their callers, but later reads start a
   * request of their own instead of joining one that started before.
   */
  detach(): void {
    const flight = this.#flight;
    if (!flight) return;
    flight.plain = undefined;
    flight.noCache = undefined;
  }

  /** Fresh data turns Stale and a cached error lapses once the time to live has passed. */
  expire(host: SlotHost, later: boolean): void {
    const { state } = this.#entry;
    if ((state !== 'Fulfilled' && state !== 'Error') || host.now() <= this.expiresAt) return;
    this.#apply(host, EXPIRED, 'expired', later);
  }

  /**
   * Marks the entry out of date: fresh data turns `Stale`, a cached error lapses, and responses of
   * requests started before `nextSeq` (already in flight) are stored stale.
   */
  invalidate(host: SlotHost, nextSeq: number): void {
    this.detach();
    this.#ttl = 0;
    this.#staleBefore = nextSeq;
    this.#apply(host, EXPIRED, 'invalidated', false);
  }

  /**
   * A dehydrated response may replace what is stored when its request started later; a failure,
   * which stores no response, only where nothing is stored.
   */
  acceptsHydrated(item: DehydratedEntry): boolean {
    return (
      (item.state !== 'Unfulfilled' || this.#writtenAt === -Infinity) &&
      this.#isNewer(item.startedAt, -1)
    );
  }

  /** Stores a dehydrated response (`stale`: past its time to live by now). */
  hydrate(host: SlotHost, item: DehydratedEntry, stale: boolean): void {
    // A failed read stores no response: any response that comes later wins over it.
    if (item.state !== 'Unfulfilled') this.#stamp(item.startedAt, -1, item.ttl, item.writtenAt);
    const state =
      item.state === 'Error' || item.state === 'Unfulfilled'
        ? item.state
        : stale
          ? 'Stale'
          : 'Fulfilled';
    const action: EntryAction = { type: 'hydrated', state, data: item.data };
    if (item.error) action.error = item.error;
    this.#apply(host, action, 'hydrated', false);
  }

  #start(
    host: SlotHost,
    reader: Reader,
    args: unknown,
    start: { mode: FetchMode; abortable: boolean; limits: CallLimits | undefined },
  ): SharedRequest<unknown> {
    const { mode, abortable, limits } = start;
    const startedAt = host.now();
    const seq = host.nextSeq();
    const remembered = this.readsAgain;
    this.remember(reader, args);
    // Copied now (by `remember` for the entry's first call): the request may start on a later
    // microtask, after the caller changed its config.
    const config = remembered ? configCopy(args) : this.#args;
    const flight = (this.#flight ??= { pending: 0, plain: undefined, noCache: undefined });
    flight.pending++;
    this.#started++;
    this.#apply(host, STARTED, 'requested', false);
    const shared: SharedRequest<unknown> = new SharedRequest(
      seq,
      abortable,
      (signal) => this.#fetch(host, reader, config, { mode, signal, startedAt, seq, limits }),
      () => {
        this.#forget(seq);
      },
    );
    if (mode === 'no-cache') flight.noCache = shared;
    else flight.plain = shared;
    return shared;
  }

  async #fetch(
    host: SlotHost,
    reader: Reader,
    args: unknown,
    request: {
      mode: FetchMode;
      signal: AbortSignal | undefined;
      startedAt: number;
      seq: number;
      limits: CallLimits | undefined;
    },
  ): Promise<unknown> {
    const { startedAt, seq } = request;
    try {
      const response = await readWithRetries(
        withCallLimits(host.network, request.limits),
        reader.requestOf(args),
        request.mode,
        request.signal,
      );
      // A response its server says not to cache still reaches the entry's observers, but is
      // stale at once: no later read is served from it.
      const ttl = (reader.mayStore?.(response.headers) ?? true) ? reader.ttl : 0;
      const data = reader.dataOf ? reader.dataOf(response.data, args) : response.data;
      return this.#succeeded(host, startedAt, seq, data, ttl);
    } catch (caught) {
      const error = toSdkError(caught);
      if (isAbortError(error)) this.#settled(host);
      else if (isCacheableError(error)) {
        this.#failedCached(host, startedAt, seq, error.toJSON(), reader.ttl);
      } else this.#failed(host, startedAt, seq, error.toJSON());
      throw error;
    } finally {
      this.#forget(seq);
    }
  }

  #forget(seq: number): void {
    const flight = this.#flight;
    if (!flight) return;
    if (flight.plain?.seq === seq) flight.plain = undefined;
    if (flight.noCache?.seq === seq) flight.noCache = undefined;
    this.#landIfIdle(flight);
  }

  /**
   * Stores a response unless a newer one is already stored (or the entry was removed since the
   * request started); returns the data callers get.
   */
  #succeeded(host: SlotHost, startedAt: number, seq: number, data: unknown, ttl: number) {
    if (!this.#settle(host)) return data;
    if (!this.#isNewer(startedAt, seq)) {
      this.#apply(host, { type: 'fetchSettled', loading: this.#loading });
      return this.#entry.data === undefined ? data : this.#entry.data;
    }
    this.#stamp(startedAt, seq, ttl, host.now());
    const stale = this.#ttl === 0;
    this.#apply(host, { type: 'fetchSucceeded', data, stale, loading: this.#loading });
    host.stored();
    return this.#entry.data;
  }

  /** Stores a cacheable error (a 404) unless a newer response is already stored. */
  #failedCached(host: SlotHost, startedAt: number, seq: number, error: SdkErrorJson, ttl: number) {
    if (!this.#settle(host)) return;
    if (!this.#isNewer(startedAt, seq)) {
      this.#apply(host, { type: 'fetchSettled', loading: this.#loading });
      return;
    }
    this.#stamp(startedAt, seq, ttl, host.now());
    this.#apply(host, { type: 'fetchFailedCached', error, loading: this.#loading });
    host.failed(this, error);
    host.stored();
  }

  /** An error that is not cached: the stored response stays; observers see the error. */
  #failed(host: SlotHost, startedAt: number, seq: number, error: SdkErrorJson): void {
    if (!this.#settle(host)) return;
    // A cached 404 that lapsed meanwhile answers no more: the failure is then what the entry shows.
    this.expire(host, false);
    const loading = this.#loading;
    if (!this.#isNewer(startedAt, seq)) {
      this.#apply(host, { type: 'fetchSettled', loading });
      return;
    }
    this.#apply(host, { type: 'fetchFailed', error, loading });
    host.failed(this, error);
  }

  /** A request that ended without a response to store (aborted). */
  #settled(host: SlotHost): void {
    if (!this.#settle(host)) return;
    this.#apply(host, { type: 'fetchSettled', loading: this.#loading });
  }

  /** Counts the request out; false when the entry was removed since it started. */
  #settle(host: SlotHost): boolean {
    if (!host.holds(this)) return false;
    const flight = this.#flight;
    if (flight) {
      flight.pending = Math.max(0, flight.pending - 1);
      this.#landIfIdle(flight);
    }
    return true;
  }

  /** Drops the flight once no request is in flight or joinable. */
  #landIfIdle(flight: Flight): void {
    if (flight.pending === 0 && !flight.plain && !flight.noCache) this.#flight = undefined;
  }

  /** A request for the entry is in flight. */
  get #loading(): boolean {
    return (this.#flight?.pending ?? 0) > 0;
  }

  /**
   * True when a response of this version may replace the stored one. Requests of this cache are
   * ordered by sequence (immune to clock jumps); hydrated data by the time its request started.
   */
  #isNewer(startedAt: number, seq: number): boolean {
    if (seq >= 0 && this.#seq >= 0) return seq > this.#seq;
    if (startedAt !== this.#startedAt) return startedAt > this.#startedAt;
    return seq > this.#seq;
  }

  #stamp(startedAt: number, seq: number, ttl: number, writtenAt: number): void {
    // A response whose request started before the entry was invalidated is stale at once.
    const kept = seq >= 0 && seq < this.#staleBefore ? 0 : ttl;
    this.#startedAt = startedAt;
    this.#seq = seq;
    this.#ttl = kept;
    this.#writtenAt = writtenAt;
  }

  /** Applies `action` to the entry; listeners hear of real changes, transition listeners of all. */
  #apply(
    host: SlotHost,
    action: EntryAction,
    transition: CacheTransition = TRANSITION_OF[action.type],
    later = false,
  ): void {
    const next = entryReducer(this.#entry, action);
    if (next === this.#entry) {
      host.unchanged(this, transition);
      return;
    }
    this.#entry = next;
    host.changed(this, next, transition, later);
  }
}
