/** One request seen by a controlled fetch; the test answers it when it wants. */
export interface HeldCall {
  url: string;
  init: RequestInit | undefined;
  signal: AbortSignal | undefined;
  respond: (status: number, body: unknown, headers?: Record<string, string>) => void;
}

/**
 * A fetch for tests about cancellation and ordering: every request waits until the test answers it,
 * and rejects with an `AbortError` when its signal aborts, as the real fetch does. (Answering an
 * aborted request through nock upsets its socket interceptor, so those tests use this instead.)
 */
export function controlledFetch(): {
  fetch: typeof globalThis.fetch;
  calls: HeldCall[];
  nextCall: () => Promise<HeldCall>;
} {
  const calls: HeldCall[] = [];
  const waiting: ((call: HeldCall) => void)[] = [];
  let taken = 0;
  const fetch: typeof globalThis.fetch = (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? undefined;
      const call: HeldCall = {
        url: input instanceof Request ? input.url : String(input),
        init,
        signal,
        respond: (status, body, headers) => {
          resolve(Response.json(body, { status, headers }));
        },
      };
      signal?.addEventListener('abort', () => {
        reject(new DOMException('This operation was aborted', 'AbortError'));
      });
      calls.push(call);
      waiting.shift()?.(call);
    });
  const nextCall = (): Promise<HeldCall> => {
    const index = taken++;
    const existing = calls[index];
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve) => waiting.push(resolve));
  };
  return { fetch, calls, nextCall };
}
