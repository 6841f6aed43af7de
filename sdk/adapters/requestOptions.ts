import { servesFreshAlone } from '../cache/index.js';
import type { CachePolicy } from '../cache/index.js';

/** Per-call options of every adapter. */
export interface RequestOptions {
  /** How the cache serves this call. Default `'cache-then-network'`. */
  cachePolicy?: CachePolicy;
  /**
   * Aborting rejects this call with an `AbortError` (message `Aborted`); the shared network request
   * itself stops only when every caller waiting for it has aborted.
   */
  signal?: AbortSignal;
}

/** Fresh data settles this call by itself (see the policies' `servesFreshAlone`). */
export function servesFreshFromCache(options: RequestOptions | undefined): boolean {
  if (options === undefined) return true;
  if (options.signal?.aborted) return false;
  return servesFreshAlone(options.cachePolicy);
}
