import {
  AbortError,
  AccessTokenError,
  SdkError,
  authorizedRequest,
  isAbortError,
} from '../fetch/index.js';
import type { RequestDefaults, RequestResult } from '../fetch/index.js';
import type { ReadRequest } from './reader.js';
import type { Timers } from './timers.js';

/**
 * What every read of a cache sends with: the SDK's fetch, credentials, headers and token, time
 * limit and retry rules.
 */
export interface NetworkOptions extends RequestDefaults {
  /** The injected fetch; undefined: the global one, read at call time. */
  fetch: typeof fetch | undefined;
  /** A request with no whole response after this many ms fails with `timeout`; 0 = no limit. */
  timeoutMs: number;
  /** Tries after the first one, for a timeout, no response or a 5xx. */
  retries: number;
  /** The first retry's delay in ms, doubled per retry and jittered. */
  retryDelayMs: number;
  /** The jitter's random numbers in [0, 1). */
  random: () => number;
  timers: Timers;
}

/** A call's own limits, over the SDK's (`{ retries, timeoutMs }` beside a call's config). */
export type CallLimits = Partial<Pick<NetworkOptions, 'retries' | 'timeoutMs'>>;

/** The SDK's network options with a call's own limits over them. */
export function withCallLimits(
  network: NetworkOptions,
  limits: CallLimits | undefined,
): NetworkOptions {
  if (limits?.retries === undefined && limits?.timeoutMs === undefined) return network;
  return {
    ...network,
    retries: limits.retries ?? network.retries,
    timeoutMs: limits.timeoutMs ?? network.timeoutMs,
  };
}

/**
 * Worth another try: no response in time, no response at all (status 0), or a server error,
 * whatever its body (a proxy's HTML 502 too). Never a 4xx, nor a 2xx whose body cannot be read,
 * nor a token function's failure (no request was sent).
 */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof SdkError) || isAbortError(error) || error instanceof AccessTokenError) {
    return false;
  }
  return error.errorType === 'timeout' || error.status === 0 || error.status >= 500;
}

/** `retryDelayMs` doubled per attempt, with jitter: between half and all of it. */
function backoffMs({ retryDelayMs, random }: NetworkOptions, attempt: number): number {
  return retryDelayMs * 2 ** attempt * (0.5 + random() / 2);
}

/**
 * Waits `ms`, or rejects with the SDK's `AbortError` when `signal` aborts first (at once when it
 * already has), so an abort during the backoff is a cancellation like any other, not a failure.
 */
function pause(ms: number, timers: Timers, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new AbortError());
      return;
    }
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort(): void {
      timers.clearTimeout(handle);
      reject(new AbortError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A read, each try within `timeoutMs`, tried again at most `retries` times with a jittered
 * exponential backoff when it timed out, got no response, or got a 5xx; a 4xx or an abort ends it
 * at once. The entry stays Pending (loading) through the retries.
 */
export async function readWithRetries(
  network: NetworkOptions,
  read: ReadRequest,
  cache: RequestCache | undefined,
  signal: AbortSignal | undefined,
): Promise<RequestResult<unknown>> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await authorizedRequest<unknown>(
        {
          url: read.url,
          query: read.query,
          headers: read.headers,
          cache,
          signal,
          timeout: { ms: network.timeoutMs, timers: network.timers },
          fetch: network.fetch ?? globalThis.fetch,
        },
        network,
      );
    } catch (error) {
      if (tries >= network.retries || !isRetryable(error)) throw error;
      await pause(backoffMs(network, tries), network.timers, signal);
    }
  }
}
