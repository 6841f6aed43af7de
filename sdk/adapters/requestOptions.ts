import type { CachePolicy } from '../cache/index.js';

/** Per-call options of every adapter. */
export interface RequestOptions {
  /** How the cache answers this call. Default `'cache-then-network'`. */
  cachePolicy?: CachePolicy;
  /**
   * Aborting rejects this call with an `AbortError` (message `Aborted`); the shared network request
   * itself stops only when every caller waiting for it has aborted.
   */
  signal?: AbortSignal;
}

/** Policies that answer fresh data straight from the cache, without a background request. */
export function servesFreshFromCache(options: RequestOptions | undefined): boolean {
  if (options === undefined) return true;
  const { cachePolicy, signal } = options;
  if (signal?.aborted) return false;
  return (
    cachePolicy === undefined ||
    cachePolicy === 'cache-then-network' ||
    cachePolicy === 'stale-while-revalidate' ||
    cachePolicy === 'only-if-cached'
  );
}
