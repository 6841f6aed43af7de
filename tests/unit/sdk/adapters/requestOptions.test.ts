import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSdk } from '@about-site/sdk';
import { apex } from '@about-site/sdk/apex';
import { ORIGIN, SITE_ID, newsDocument, sitePath, uniqueContentKey } from '../../support/fixtures';
import { rejection } from '../../support/rejection';

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

describe('per-call options { retries, timeoutMs, signal }', () => {
  it("a call's retries replace the SDK's for the request it starts", async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).times(3).reply(503, []);
    const sdk = createSdk({ baseUrl: ORIGIN, retries: 0, retryDelayMs: 0 });
    const error = await rejection(
      sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key }, { retries: 2 }),
    );
    expect(error.status).toBe(503);
  });

  it("retries: 0 on a call turns the SDK's retries off for it", async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath()).query({ contentKeys: key }).reply(503, []);
    const sdk = createSdk({ baseUrl: ORIGIN, retries: 3, retryDelayMs: 0 });
    const error = await rejection(
      sdk.getContents({ channelOrSiteId: SITE_ID, contentKeys: [key] }, { retries: 0 }),
    );
    expect(error.status).toBe(503);
  });

  it("a call's timeoutMs replaces the SDK's, for reads and server-method POSTs", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(neverAnswers);
    const sdk = createSdk({ fetch, timeoutMs: 60_000, retries: 0 });
    const read = sdk
      .getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: 'MC1' }, { timeoutMs: 500 })
      .catch((error: unknown) => error);
    const post = apex(sdk, { apexClass: 'Orders', apexMethod: 'place' }, { timeoutMs: 500 }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(500);
    for (const result of [read, post]) {
      await expect(result).resolves.toMatchObject({
        errorType: 'timeout',
        message: 'The request took longer than 500 ms',
      });
    }
  });

  it('a signal beside them still cancels the call', async () => {
    const sdk = createSdk({ fetch: vi.fn(neverAnswers), retries: 0 });
    const controller = new AbortController();
    const read = sdk.getContent(
      { channelOrSiteId: SITE_ID, contentKeyOrId: 'MC2' },
      { signal: controller.signal, retries: 1, timeoutMs: 0 },
    );
    controller.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a call joining a request in flight shares it, limits and all', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    const sdk = createSdk({ baseUrl: ORIGIN, retries: 0 });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    const [first, second] = await Promise.all([
      sdk.getContent(config),
      sdk.getContent(config, { retries: 5, timeoutMs: 10 }),
    ]);
    expect(second).toBe(first);
  });

  it.each([
    [{ retries: -1 }, 'options: retries: Too small: expected number to be >=0'],
    [{ timeoutMs: 1.5 }, 'options: timeoutMs: Invalid input: expected int, received number'],
    [{ retries: '2' }, 'options: retries: Invalid input: expected number, received string'],
  ])('refuses %j with INVALID_CONFIG and no request', async (options, message) => {
    const sdk = createSdk({ baseUrl: ORIGIN });
    const error = await rejection(
      sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: 'MC3' }, options as never),
    );
    expect([error.status, error.statusText, error.message]).toEqual([
      400,
      'INVALID_CONFIG',
      message,
    ]);
  });
});
