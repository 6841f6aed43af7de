import type { Fetcher, FetchContext } from '../cache/index.js';
import { SdkError, isAbortError } from '../fetch/index.js';
import type { ResolvedSdkOptions } from './sdkOptions.js';

type Resilience = Pick<ResolvedSdkOptions, 'timeoutMs' | 'retries' | 'retryDelayMs' | 'timers'>;

/** Worth another try: no answer in time, no answer at all, or a server error. Never a 4xx. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof SdkError) || isAbortError(error)) return false;
  if (error.errorType === 'timeout') return true;
  if (error.errorType === 'networkAdapterError') return error.status === 0;
  return error.status >= 500;
}

/** `retryDelayMs` doubled per attempt, with jitter: between half and all of it. */
function backoffMs(retryDelayMs: number, attempt: number): number {
  return retryDelayMs * 2 ** attempt * (0.5 + Math.random() / 2);
}

/** Waits `ms`, or rejects when `signal` aborts first. */
function pause(ms: number, timers: Resilience['timers'], signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort(): void {
      timers.clearTimeout(handle);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('Aborted'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** One attempt, given up after `timeoutMs` with a `timeout` `SdkError` (0: no limit). */
async function attempt<T>(fetcher: Fetcher<T>, context: FetchContext, options: Resilience) {
  if (options.timeoutMs <= 0) return fetcher(context);
  const controller = new AbortController();
  const outer = context.signal;
  const forward = () => {
    controller.abort(outer?.reason);
  };
  outer?.addEventListener('abort', forward, { once: true });
  const timedOut = new Error('timed out');
  const handle = options.timers.setTimeout(() => {
    controller.abort(timedOut);
  }, options.timeoutMs);
  try {
    return await fetcher({ ...context, signal: controller.signal });
  } catch (error) {
    if (controller.signal.reason !== timedOut) throw error;
    throw new SdkError({
      status: 0,
      statusText: '',
      message: `The request took longer than ${String(options.timeoutMs)} ms`,
      errorType: 'timeout',
      cause: error,
    });
  } finally {
    options.timers.clearTimeout(handle);
    outer?.removeEventListener('abort', forward);
  }
}

/**
 * A read that gives up after `timeoutMs` and is tried again, at most `retries` times with a
 * jittered exponential backoff, when it timed out, got no answer, or got a 5xx; a 4xx or an
 * abort ends it at once. The entry stays Pending (loading) through the retries.
 */
export function resilientFetcher<T>(fetcher: Fetcher<T>, options: Resilience): Fetcher<T> {
  return async (context) => {
    for (let tries = 0; ; tries += 1) {
      try {
        return await attempt(fetcher, context, options);
      } catch (error) {
        if (tries >= options.retries || !isRetryable(error)) throw error;
        await pause(backoffMs(options.retryDelayMs, tries), options.timers, context.signal);
      }
    }
  };
}
