import type { CacheEntry } from './entry.js';
import { UNFULFILLED } from './entry.js';
import type { AdapterName } from './inspection.js';
import type { Fetcher } from './network.js';

/** How to read an entry again: what the first adapter call that read it would send. */
export interface ReadSource {
  fetcher: Fetcher<unknown>;
  /** Time to live of a stored response in ms; -1 = never stale. */
  ttl: number;
  /** The adapter call, for inspection; absent for a load not made by an adapter. */
  adapter: AdapterName | undefined;
  args: unknown;
}

/** An entry plus the metadata the store keeps about it; evicted together. */
export interface CacheRecord {
  entry: CacheEntry;
  /** Time to live of the stored response in ms; -1 = never stale. */
  ttl: number;
  /** Clock time the stored response was written; -Infinity before the first one. */
  writtenAt: number;
  /** `writtenAt + ttl`; Infinity when never stale, -Infinity when stale at once or empty. */
  expiresAt: number;
  /** Version of the stored response: when its request started, and its order in this store. */
  startedAt: number;
  /** -1 for hydrated responses, which are ordered by `startedAt` only. */
  seq: number;
  /** Requests in flight for this entry. */
  pending: number;
  /** Requests started for this entry, ever (for inspection). */
  requests: number;
  /** Set by the first adapter call that reads the entry; hydrated entries have none until then. */
  source: ReadSource | undefined;
  /** Responses of requests started before this sequence are stored stale (see `invalidate`). */
  staleBefore: number;
}

/** What identifies one request's place in time. */
export interface RequestVersion {
  startedAt: number;
  seq: number;
}

export function newRecord(): CacheRecord {
  return {
    entry: UNFULFILLED,
    ttl: 0,
    writtenAt: -Infinity,
    expiresAt: -Infinity,
    startedAt: -Infinity,
    seq: -1,
    pending: 0,
    requests: 0,
    source: undefined,
    staleBefore: 0,
  };
}

/** -1 never expires; 0 is stale at once (a response its server said not to cache). */
export function expiresAt(writtenAt: number, ttl: number): number {
  if (ttl === -1) return Infinity;
  return ttl === 0 ? -Infinity : writtenAt + ttl;
}

/**
 * True when a response of version `incoming` may replace the stored one. Requests of this store are
 * ordered by sequence (immune to clock jumps); hydrated data by the time its request started.
 */
export function isNewer(incoming: RequestVersion, stored: RequestVersion): boolean {
  if (incoming.seq >= 0 && stored.seq >= 0) return incoming.seq > stored.seq;
  if (incoming.startedAt !== stored.startedAt) return incoming.startedAt > stored.startedAt;
  return incoming.seq > stored.seq;
}
