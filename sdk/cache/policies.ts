import { AbortError, SdkError, invalidConfigError, onlyIfCachedMissError } from '../fetch/index.js';
import type { CacheSlot, FetchMode } from './cacheSlot.js';
import type { CacheStore } from './cacheStore.js';
import type { Reader } from './reader.js';
import type { CallLimits } from './retryer.js';

/**
 * One adapter call as a policy reads it: its key, how to read it, its config, signal and own
 * limits (for a request it starts; one it joins keeps its own).
 */
export interface PolicyRead {
  store: CacheStore;
  key: string;
  reader: Reader;
  args: unknown;
  signal: AbortSignal | undefined;
  limits?: CallLimits | undefined;
}

interface PolicyDefinition {
  /**
   * Fresh data settles the call by itself, with no background request: the adapters' hot path
   * may then resolve it from the cache before checking the config.
   */
  servesFreshAlone: boolean;
  read(call: PolicyRead, slot: CacheSlot | undefined): Promise<unknown>;
}

/** The response the cache can give by itself: fresh data or a cached error. */
function fromCache(slot: CacheSlot | undefined, acceptStale: boolean): Promise<unknown> | null {
  if (!slot) return null;
  const { state, data, error } = slot.entry;
  if (state === 'Fulfilled' || (acceptStale && state === 'Stale')) return Promise.resolve(data);
  if (state === 'Error' && error) return Promise.reject(SdkError.fromJSON(error));
  return null;
}

/** A refresh of stale data bypasses the HTTP cache, as the platform's refresh does. */
function refreshMode(slot: CacheSlot | undefined): FetchMode {
  return slot?.entry.state === 'Stale' ? 'no-cache' : undefined;
}

function fromNetwork(call: PolicyRead, mode: FetchMode): Promise<unknown> {
  return call.store.load(call.key, call.reader, call.args, mode, call.signal, call.limits);
}

function inBackground(call: PolicyRead, mode: FetchMode): void {
  // Nobody awaits a background load; its outcome reaches observers through the entry.
  call.store
    .load(call.key, call.reader, call.args, mode, undefined, call.limits)
    .catch(() => undefined);
}

/**
 * The platform's cache policies (Luvio), the one list: the `CachePolicy` type is its keys, so a
 * new policy is a new row with both of its fields.
 */
const POLICIES = {
  /** Fresh data or a cached error; a pending load is awaited; anything else: the network. */
  'cache-then-network': {
    servesFreshAlone: true,
    read: (call, slot) =>
      fromCache(slot, false) ??
      (slot?.entry.state === 'Pending' ? slot.joinLatest(call.signal) : undefined) ??
      fromNetwork(call, refreshMode(slot)),
  },
  /** Fresh or stale data or a cached error, and a network load in the background. */
  'cache-and-network': {
    servesFreshAlone: false,
    read: (call, slot) => {
      const cached = fromCache(slot, true);
      if (!cached) return fromNetwork(call, refreshMode(slot));
      inBackground(call, refreshMode(slot));
      return cached;
    },
  },
  /** Fresh data or a cached error; stale data with a background refresh; else the network. */
  'stale-while-revalidate': {
    servesFreshAlone: true,
    read: (call, slot) => {
      const stale = slot?.entry.state === 'Stale';
      const cached = fromCache(slot, stale);
      if (!cached) return fromNetwork(call, refreshMode(slot));
      if (stale) inBackground(call, 'no-cache');
      return cached;
    },
  },
  /** Always the network; the response is still stored. */
  'no-cache': {
    servesFreshAlone: false,
    read: (call) => fromNetwork(call, 'no-cache'),
  },
  /** Fresh data or a cached error, else a 504 error. */
  'only-if-cached': {
    servesFreshAlone: true,
    read: (_call, slot) => fromCache(slot, false) ?? Promise.reject(onlyIfCachedMissError()),
  },
} satisfies Record<string, PolicyDefinition>;

export type CachePolicy = keyof typeof POLICIES;

const DEFAULT_CACHE_POLICY: CachePolicy = 'cache-then-network';

/** The policy's definition; undefined for a name that is none (from JavaScript callers). */
function policyOf(policy: CachePolicy | undefined): PolicyDefinition | undefined {
  const name = policy ?? DEFAULT_CACHE_POLICY;
  return Object.hasOwn(POLICIES, name) ? POLICIES[name] : undefined;
}

/** Whether fresh data settles a call with this policy by itself (see `servesFreshAlone`). */
export function servesFreshAlone(policy: CachePolicy | undefined): boolean {
  return policyOf(policy)?.servesFreshAlone ?? false;
}

/** Reads `call.key` through `policy`. */
export function readWithPolicy<T>(call: PolicyRead, policy?: CachePolicy): Promise<T> {
  if (call.signal?.aborted) return Promise.reject(new AbortError());
  const definition = policyOf(policy);
  if (!definition) {
    return Promise.reject(invalidConfigError(`unrecognized cache policy: ${String(policy)}`, {}));
  }
  const slot = call.store.read(call.key, call.reader, call.args);
  return definition.read(call, slot) as Promise<T>;
}
