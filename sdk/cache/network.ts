import { SdkError, isAbortError } from '../fetch/index.js';
import type { CacheStore } from './cacheStore.js';
import type { AdapterName } from './inspection.js';
import { SharedRequest } from './sharedRequest.js';

/** What a fetcher resolves with: the data, and whether it may be stored. */
export interface FetchOutcome<T> {
  data: T;
  /** False when the response says not to cache it (Cache-Control no-cache / no-store). */
  cacheable: boolean;
}

export interface FetchContext {
  /** Absent when the request cannot be aborted (its first caller brought no signal). */
  signal: AbortSignal | undefined;
  /** The fetch cache mode: `no-cache` for a refresh of stale data or the `no-cache` policy. */
  cache: RequestCache | undefined;
}

export type Fetcher<T> = (context: FetchContext) => Promise<FetchOutcome<T>>;

export interface NetworkLoad<T> {
  key: string;
  fetcher: Fetcher<T>;
  /** Time to live of a stored response in ms; -1 = never stale. */
  ttl: number;
  signal: AbortSignal | undefined;
  /** The adapter making the call, and its config: what `cache.inspect` shows as the query. */
  adapter?: AdapterName;
  args?: unknown;
}

/** The platform caches only 404 responses, as Error entries with a time to live. */
export function isCacheableError(error: SdkError): boolean {
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

function inflightKey(key: string, mode: RequestCache | undefined): string {
  return `${mode ?? 'default'} ${key}`;
}

/**
 * Lets go of the requests in flight for `key`: they still answer their callers, but later reads
 * start a request of their own instead of joining one that started before.
 */
export function detachInflight(store: CacheStore, key: string): void {
  store.inflight.delete(inflightKey(key, undefined));
  store.inflight.delete(inflightKey(key, 'no-cache'));
}

/** The request in flight for `key` that started last, whatever its fetch mode. */
export function latestInflight(store: CacheStore, key: string): SharedRequest<unknown> | undefined {
  const plain = store.inflight.get(inflightKey(key, undefined));
  const noCache = store.inflight.get(inflightKey(key, 'no-cache'));
  if (!plain) return noCache;
  if (!noCache) return plain;
  return plain.seq > noCache.seq ? plain : noCache;
}

function start<T>(store: CacheStore, load: NetworkLoad<T>, mode: RequestCache | undefined) {
  const { key, ttl } = load;
  const id = inflightKey(key, mode);
  const version = store.nextVersion();
  const record = store.started(load);
  const forget = (): void => {
    if (store.inflight.get(id) === shared) store.inflight.delete(id);
  };
  const run = async (signal: AbortSignal | undefined): Promise<T> => {
    try {
      const outcome = await load.fetcher({ signal, cache: mode });
      // A response its server says not to cache still reaches the entry's observers, but is
      // stale at once: no later read is answered from it.
      const stored = outcome.cacheable ? ttl : 0;
      return store.succeeded(key, record, version, outcome.data, stored) as T;
    } catch (caught) {
      const error = toSdkError(caught);
      if (isAbortError(error)) store.settled(key, record);
      else if (isCacheableError(error)) {
        store.failedCached(key, record, version, error.toJSON(), ttl);
      } else store.failed(key, record, version, error.toJSON());
      throw error;
    } finally {
      forget();
    }
  };
  const abortable = load.signal !== undefined;
  const shared: SharedRequest<T> = new SharedRequest(version.seq, abortable, run, forget);
  store.inflight.set(id, shared);
  return shared;
}

/**
 * Loads from the network, sharing an identical request already in flight (same key, same fetch
 * mode). The response is stored unless a newer one already is.
 */
export function fromNetwork<T>(
  store: CacheStore,
  load: NetworkLoad<T>,
  mode: RequestCache | undefined,
): Promise<T> {
  const existing = store.inflight.get(inflightKey(load.key, mode)) as SharedRequest<T> | undefined;
  return (existing ?? start(store, load, mode)).join(load.signal);
}
