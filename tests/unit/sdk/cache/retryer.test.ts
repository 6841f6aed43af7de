import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSdk, SdkError } from '@about-site/sdk';
import { apex } from '@about-site/sdk/apex';

const ORIGIN = 'https://resilience.test';
const SITE = '0DMxx0000000001';
const PATH = `/services/data/v64.0/connect/sites/${SITE}/cms/delivery/contents`;
const PAGE = { items: [], currentPageUrl: PATH, nextPageUrl: null, total: 0 };

afterEach(() => {
  vi.useRealTimers();
});

/** A fetch that never answers: it only rejects once its signal aborts. */
function neverAnswers(_url: string | URL | Request, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => {
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

function read(sdk: ReturnType<typeof createSdk>) {
  return sdk.getContents({ channelOrSiteId: SITE });
}

describe('timeouts and retries of reads', () => {
  it('tries a 5xx again and resolves with the answer that follows', async () => {
    const scope = nock(ORIGIN).get(PATH).reply(503, []).get(PATH).reply(200, PAGE);
    const sdk = createSdk({ baseUrl: ORIGIN, retryDelayMs: 1 });
    await expect(read(sdk)).resolves.toMatchObject({ items: [] });
    expect(scope.isDone()).toBe(true);
  });

  it('never tries a 4xx again', async () => {
    nock(ORIGIN)
      .get(PATH)
      .reply(400, [{ errorCode: 'ILLEGAL_QUERY_PARAMETER_VALUE', message: 'x' }]);
    const sdk = createSdk({ baseUrl: ORIGIN, retryDelayMs: 1 });
    await expect(read(sdk)).rejects.toMatchObject({ status: 400, errorType: 'fetchResponse' });
  });

  it('gives up after `retries` more tries, with the last failure', async () => {
    const scope = nock(ORIGIN).get(PATH).times(3).reply(500, []);
    const sdk = createSdk({ baseUrl: ORIGIN, retries: 2, retryDelayMs: 1 });
    await expect(read(sdk)).rejects.toMatchObject({ status: 500 });
    expect(scope.isDone()).toBe(true);
  });

  it('waits a jittered, doubling delay between tries', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const fetch = vi.fn(() => {
      calls.push(Date.now());
      return Promise.resolve(new Response('[]', { status: 502 }));
    });
    // The jitter keeps between half (random 0) and all (random 1) of the doubling delay.
    for (const [random, delays] of [
      [0.5, [75, 150]],
      [0, [50, 100]],
    ] as const) {
      calls.length = 0;
      const sdk = createSdk({ fetch, retries: 2, retryDelayMs: 100, random: () => random });
      const result = read(sdk).catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      await expect(result).resolves.toBeInstanceOf(SdkError);
      const waited = calls.slice(1).map((at, i) => at - (calls[i] ?? 0));
      expect(waited).toEqual(delays);
    }
  });

  it('fails a read with no answer after timeoutMs with a timeout error, then tries again', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(neverAnswers);
    const sdk = createSdk({ fetch, timeoutMs: 1000, retries: 1, retryDelayMs: 10 });
    const result = read(sdk).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2100);
    const error = await result;
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({
      errorType: 'timeout',
      message: 'The request took longer than 1000 ms',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('times a burst of reads started in one millisecond with one timer, cleared by the last', async () => {
    vi.useFakeTimers();
    const answers: (() => void)[] = [];
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          answers.push(() => {
            resolve(Response.json(PAGE));
          });
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    const sdk = createSdk({ fetch, timeoutMs: 1000, retries: 0 });
    const reads = ['A', 'B', 'C'].map((key) =>
      sdk
        .getContent({ channelOrSiteId: SITE, contentKeyOrId: `MC${key}` })
        .catch((e: unknown) => e),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(1);
    // Two answer; the third still fails at the deadline they shared.
    answers[0]?.();
    answers[1]?.();
    await vi.advanceTimersByTimeAsync(999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const [first, second, third] = await Promise.all(reads);
    expect([first, second]).toEqual([PAGE, PAGE]);
    expect(third).toMatchObject({ errorType: 'timeout' });
    // A burst that all answers leaves no timer behind.
    const more = ['D', 'E'].map((key) =>
      sdk.getContent({ channelOrSiteId: SITE, contentKeyOrId: `MC${key}` }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    answers[3]?.();
    answers[4]?.();
    await Promise.all(more);
    expect(vi.getTimerCount()).toBe(0);
    sdk.dispose();
  });

  it('times out a server-method POST too, and never tries it again', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(neverAnswers);
    const sdk = createSdk({ fetch, timeoutMs: 1000, retryDelayMs: 10 });
    const result = apex(sdk, { apexClass: 'Orders', apexMethod: 'place' }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toMatchObject({
      errorType: 'timeout',
      message: 'The request took longer than 1000 ms',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('never sends a read whose signal has already aborted', async () => {
    const fetch = vi.fn((_url: string | URL | Request, init?: RequestInit) =>
      init?.signal?.aborted
        ? Promise.reject(new DOMException('Aborted', 'AbortError'))
        : Promise.resolve(Response.json(PAGE)),
    );
    const sdk = createSdk({ fetch, timeoutMs: 1000 });
    const result = sdk.getContents({ channelOrSiteId: SITE }, { signal: AbortSignal.abort() });
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tries a 5xx whose body is not JSON again (a proxy error page)', async () => {
    const scope = nock(ORIGIN)
      .get(PATH)
      .reply(502, '<html>Bad gateway</html>', { 'Content-Type': 'text/html' })
      .get(PATH)
      .reply(200, PAGE);
    const sdk = createSdk({ baseUrl: ORIGIN, retryDelayMs: 1 });
    await expect(read(sdk)).resolves.toMatchObject({ items: [] });
    expect(scope.isDone()).toBe(true);
  });

  it('ends as a cancellation, stored as no error, when the caller aborts during the backoff', async () => {
    vi.useFakeTimers();
    nock(ORIGIN).get(PATH).reply(503, []);
    const sdk = createSdk({ baseUrl: ORIGIN, retryDelayMs: 60_000 });
    const controller = new AbortController();
    const result = sdk
      .getContents({ channelOrSiteId: SITE }, { signal: controller.signal })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await expect(result).resolves.toMatchObject({ name: 'AbortError' });
    const [entry] = Object.values(sdk.cache.entries());
    expect(entry?.error).toBeUndefined();
  });

  it('stops at once when the caller aborts, without a retry', async () => {
    const fetch = vi.fn(neverAnswers);
    const sdk = createSdk({ fetch, retryDelayMs: 1 });
    const controller = new AbortController();
    const result = sdk.getContents({ channelOrSiteId: SITE }, { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('checks its options', () => {
    expect(() => createSdk({ timeoutMs: -1 })).toThrow(/timeoutMs/);
    expect(() => createSdk({ retries: 1.5 })).toThrow(/retries/);
    expect(() => createSdk({ random: 0.5 as unknown as () => number })).toThrow(/random/);
  });
});

describe('time limits of reads that start together', () => {
  /** Answers each content key as `plan` says: at once, after some ms, or never. */
  function plannedFetch(plan: Record<string, number | 'never'>) {
    return vi.fn((url: string | URL | Request, init?: RequestInit) => {
      const href = url instanceof Request ? url.url : url.toString();
      const key = href.split('/').pop() ?? '';
      const after = plan[key] ?? 0;
      if (after === 'never') return neverAnswers(url, init);
      return new Promise<Response>((resolve) =>
        setTimeout(() => {
          resolve(Response.json({ contentKey: key }));
        }, after),
      );
    });
  }

  function readKey(sdk: ReturnType<typeof createSdk>, key: string, signal?: AbortSignal) {
    return sdk
      .getContent({ channelOrSiteId: SITE, contentKeyOrId: key }, signal ? { signal } : undefined)
      .catch((error: unknown) => error);
  }

  it('times out only the read with no answer; the others keep theirs', async () => {
    vi.useFakeTimers();
    const fetch = plannedFetch({ MCA: 0, MCB: 'never', MCC: 500 });
    const sdk = createSdk({ fetch, timeoutMs: 1000, retries: 0 });
    const reads = ['MCA', 'MCB', 'MCC'].map((key) => readKey(sdk, key));
    await vi.advanceTimersByTimeAsync(1000);
    const [a, b, c] = await Promise.all(reads);
    expect(a).toEqual({ contentKey: 'MCA' });
    expect(b).toMatchObject({ errorType: 'timeout' });
    expect(c).toEqual({ contentKey: 'MCC' });
  });

  it('gives a read started later its whole time limit', async () => {
    vi.useFakeTimers();
    const fetch = plannedFetch({ MCA: 'never', MCB: 900 });
    const sdk = createSdk({ fetch, timeoutMs: 1000, retries: 0 });
    const first = readKey(sdk, 'MCA');
    await vi.advanceTimersByTimeAsync(600);
    const later = readKey(sdk, 'MCB');
    await vi.advanceTimersByTimeAsync(400);
    await expect(first).resolves.toMatchObject({ errorType: 'timeout' });
    await vi.advanceTimersByTimeAsync(500);
    await expect(later).resolves.toEqual({ contentKey: 'MCB' });
  });

  it('gives each of reads one after another its whole time limit, on one signal until one times out', async () => {
    vi.useFakeTimers();
    const fetch = plannedFetch({ MCA: 800, MCB: 900, MCC: 'never', MCD: 0 });
    const sdk = createSdk({ fetch, timeoutMs: 1000, retries: 0 });
    const signals = () => fetch.mock.calls.map(([, init]) => init?.signal);
    const first = readKey(sdk, 'MCA');
    await vi.advanceTimersByTimeAsync(800);
    await expect(first).resolves.toEqual({ contentKey: 'MCA' });
    expect(vi.getTimerCount()).toBe(0);
    // 1,700 ms after the first started: its time limit is not the second's.
    const second = readKey(sdk, 'MCB');
    await vi.advanceTimersByTimeAsync(900);
    await expect(second).resolves.toEqual({ contentKey: 'MCB' });
    const third = readKey(sdk, 'MCC');
    await vi.advanceTimersByTimeAsync(999);
    expect(signals()[2]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(third).resolves.toMatchObject({ errorType: 'timeout' });
    const fourth = readKey(sdk, 'MCD');
    await vi.advanceTimersByTimeAsync(0);
    await expect(fourth).resolves.toEqual({ contentKey: 'MCD' });
    const [a, b, c, d] = signals();
    expect(a).toBe(b);
    expect(b).toBe(c);
    // A signal that timed out is never handed to another request.
    expect(c?.aborted).toBe(true);
    expect(d?.aborted).toBe(false);
    expect(d).not.toBe(c);
  });

  it('hands one signal to at most 100 requests (each fetch leaves a listener on it)', async () => {
    vi.useFakeTimers();
    const fetch = plannedFetch({});
    const sdk = createSdk({ fetch, timeoutMs: 1000, retries: 0, maxEntries: 500 });
    const burst = Array.from({ length: 250 }, (_, i) => readKey(sdk, `MCB${String(i)}`));
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all(burst);
    for (let i = 0; i < 150; i++) {
      const read = readKey(sdk, `MCS${String(i)}`);
      await vi.advanceTimersByTimeAsync(0);
      await read;
    }
    const signals = fetch.mock.calls.map(([, init]) => init?.signal);
    const uses = [...new Set(signals)].map((signal) => signals.filter((s) => s === signal).length);
    // The burst's 250 on three signals; of the 150 one after another, 50 fill the third.
    expect(uses).toEqual([100, 100, 100, 100]);
  });

  it('leaves a read started in the same instant running when another caller aborts', async () => {
    vi.useFakeTimers();
    const fetch = plannedFetch({ MCA: 'never', MCB: 300 });
    const sdk = createSdk({ fetch, timeoutMs: 1000, retries: 0 });
    const controller = new AbortController();
    const aborted = readKey(sdk, 'MCA', controller.signal);
    const kept = readKey(sdk, 'MCB');
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await expect(aborted).resolves.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(200);
    await expect(kept).resolves.toEqual({ contentKey: 'MCB' });
  });
});
