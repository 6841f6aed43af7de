import type { Fetcher } from '../cache/index.js';
import { AbortError, SdkError, isAbortError } from '../fetch/index.js';
import type { ResolvedSdkOptions } from './sdkOptions.js';

type Resilience = Pick<ResolvedSdkOptions, 'retries' | 'retryDelayMs' | 'timers' | 'random'>;

/**
 * Worth another try: no answer in time, no answer at all (status 0), or a server error, whatever
 * its body (a proxy's HTML 502 too). Never a 4xx, nor a 2xx whose body cannot be read.
 */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof SdkError) || isAbortError(error)) return false;
  return error.errorType === 'timeout' || error.status === 0 || error.status >= 500;
}

/** `retryDelayMs` doubled per attempt, with jitter: between half and all of it. */
function backoffMs({ retryDelayMs, random }: Resilience, attempt: number): number {
  return retryDelayMs * 2 ** attempt * (0.5 + random() / 2);
}

/**
 * Waits `ms`, or rejects with the SDK's `AbortError` when `signal` aborts first (at once when it
 * already has), so an abort during the backoff is a cancellation like any other, not a failure.
 */
function pause(ms: number, timers: Resilience['timers'], signal: AbortSignal | undefined) {
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
 * A read tried again, at most `retries` times with a jittered exponential backoff, when it timed
 * out (each request has its own `timeoutMs`), got no answer, or got a 5xx; a 4xx or an abort ends
 * it at once. The entry stays Pending (loading) through the retries.
 */
export function resilientFetcher<T>(fetcher: Fetcher<T>, options: Resilience): Fetcher<T> {
  return async (context) => {
    for (let tries = 0; ; tries += 1) {
      try {
        return await fetcher(context);
      } catch (error) {
        if (tries >= options.retries || !isRetryable(error)) throw error;
        await pause(backoffMs(options, tries), options.timers, context.signal);
      }
    }
  };
}
