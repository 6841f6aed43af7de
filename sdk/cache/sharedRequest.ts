import { AbortError } from '../fetch/index.js';

/**
 * One network request shared by every identical caller. Each caller may bring its own signal: an
 * aborting caller is rejected with an `AbortError` at once, and the request itself is aborted only
 * when its last caller has aborted. A caller without a signal holds the request to the end.
 */
export class SharedRequest<T> {
  readonly promise: Promise<T>;
  /** Order of start within the store: later requests have a larger sequence. */
  readonly seq: number;
  /** Only a request whose first caller can abort it needs one (creating a signal is not free). */
  readonly #controller: AbortController | undefined;
  readonly #onAbandon: () => void;
  #holders = 0;
  #settled = false;

  /**
   * `abortable` is false when the first caller brings no signal: that caller holds the request to
   * the end, so it can never be aborted.
   */
  constructor(
    seq: number,
    abortable: boolean,
    run: (signal: AbortSignal | undefined) => Promise<T>,
    onAbandon: () => void,
  ) {
    this.seq = seq;
    this.#onAbandon = onAbandon;
    this.#controller = abortable ? new AbortController() : undefined;
    // A request its first caller may abort starts on the next microtask, so an abort right after
    // the call sends nothing; one nobody can abort starts at once.
    const started = abortable
      ? Promise.resolve().then(() => run(this.#controller?.signal))
      : run(undefined);
    this.promise = started.finally(() => {
      this.#settled = true;
    });
  }

  join(signal: AbortSignal | undefined): Promise<T> {
    if (signal?.aborted) return Promise.reject(new AbortError());
    this.#holders++;
    if (!signal) return this.promise;
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => {
        reject(new AbortError());
        this.#release();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  #release(): void {
    this.#holders--;
    if (this.#holders > 0 || this.#settled) return;
    this.#onAbandon();
    this.#controller?.abort();
  }
}
