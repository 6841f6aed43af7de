import { servesFreshAlone } from '../cache/index.js';
import type { CachePolicy } from '../cache/index.js';
import { count, describeIssue, object, optional } from '../checks/index.js';
import { invalidConfigError } from '../fetch/index.js';
import type { SdkError } from '../fetch/index.js';

/** Per-call options of every adapter. */
export interface RequestOptions {
  /** How the cache serves this call. Default `'cache-then-network'`. */
  cachePolicy?: CachePolicy;
  /**
   * Aborting rejects this call with an `AbortError` (message `Aborted`); the shared network request
   * itself stops only when every caller waiting for it has aborted.
   */
  signal?: AbortSignal;
  /**
   * This call's retries in place of the SDK's `retries`, for a request it starts (a call that
   * joins one in flight shares that request, limits and all). Server-method POSTs never retry.
   */
  retries?: number;
  /** This call's time limit in place of the SDK's `timeoutMs` (0 waits for ever), as `retries`. */
  timeoutMs?: number;
}

const limitsCheck = object({ retries: optional(count), timeoutMs: optional(count) });

/** The `INVALID_CONFIG` error of invalid per-call limits; undefined when they are valid. */
export function requestOptionsError(options: RequestOptions | undefined): SdkError | undefined {
  if (options === undefined) return undefined;
  const problem = limitsCheck(options);
  return problem && invalidConfigError(`options: ${describeIssue(problem)}`, options);
}

/** Fresh data settles this call by itself (see the policies' `servesFreshAlone`). */
export function servesFreshFromCache(options: RequestOptions | undefined): boolean {
  if (options === undefined) return true;
  if (options.signal?.aborted || requestOptionsError(options)) return false;
  return servesFreshAlone(options.cachePolicy);
}

/** The call's own limits, for the cache's reads. */
export function callLimitsOf(
  options: RequestOptions | undefined,
): Pick<RequestOptions, 'retries' | 'timeoutMs'> | undefined {
  if (options?.retries === undefined && options?.timeoutMs === undefined) return undefined;
  return { retries: options.retries, timeoutMs: options.timeoutMs };
}
