import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import type { CacheTransition, DehydratedCache, Sdk } from '@about-site/sdk';
import { apex } from '@about-site/sdk/apex';
import {
  NOT_FOUND_BODY,
  ORIGIN,
  SITE_ID,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../support/fixtures';

const TTL = 60_000;
const START = Date.UTC(2026, 10, 27, 9, 0, 0);

afterEach(() => {
  vi.useRealTimers();
});

/** An SDK on a faked clock (Date only: requests still resolve), no retries, no trim timer. */
function sdkAtStart(): Sdk {
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  return createSdk({
    baseUrl: ORIGIN,
    ttlMs: TTL,
    retries: 0,
    setTimeout: () => undefined,
    clearTimeout: () => undefined,
  });
}

/** Every transition the cache reports, as `key transition`. */
function recordTransitions(sdk: Sdk): string[] {
  const heard: string[] = [];
  sdk.cache.subscribeTransitions((key, transition: CacheTransition) => {
    heard.push(`${key} ${transition}`);
  });
  return heard;
}

function contentRead(contentKeyOrId = uniqueContentKey()) {
  const config = { channelOrSiteId: SITE_ID, contentKeyOrId };
  return { config, key: cacheKeys.getContent(config), contentKey: contentKeyOrId };
}

describe('cache.inspect', () => {
  it('shows the query, the times, the request count and the entry', async () => {
    const sdk = sdkAtStart();
    const { config, key, contentKey } = contentRead();
    expect(sdk.cache.inspect(key)).toBeUndefined();
    nock(ORIGIN).get(sitePath(contentKey)).reply(200, newsDocument(contentKey));
    const pending = sdk.getContent(config);
    expect(sdk.cache.inspect(key)).toMatchObject({
      key,
      state: 'Pending',
      loading: true,
      query: { adapter: 'getContent', args: config },
      fetchedAt: null,
      staleAt: null,
      requestCount: 1,
    });
    vi.setSystemTime(START + 25);
    await pending;
    expect(sdk.cache.inspect(key)).toEqual({
      key,
      state: 'Fulfilled',
      loading: false,
      loaded: true,
      data: newsDocument(contentKey),
      error: undefined,
      query: { adapter: 'getContent', args: config },
      fetchedAt: START + 25,
      staleAt: START + 25 + TTL,
      requestCount: 1,
    });
  });

  it('reports expiry as of now without applying it, so nobody is notified', async () => {
    const sdk = sdkAtStart();
    const { config, key, contentKey } = contentRead();
    nock(ORIGIN).get(sitePath(contentKey)).reply(200, newsDocument(contentKey));
    await sdk.getContent(config);
    const heard = recordTransitions(sdk);
    const notified = vi.fn();
    sdk.cache.subscribe(key, notified);
    vi.setSystemTime(START + TTL + 1);
    expect(sdk.cache.inspect(key)?.state).toBe('Stale');
    expect(sdk.cache.inspectAll().map((entry) => entry.state)).toEqual(['Stale']);
    await Promise.resolve();
    expect(notified).not.toHaveBeenCalled();
    expect(heard).toEqual([]);
    // A read applies it: now the cache tells.
    expect(sdk.cache.get(key)?.state).toBe('Stale');
    await Promise.resolve();
    expect(heard).toEqual([`${key} expired`]);
  });

  it('has no query for an entry only hydrated, and the server write time as fetchedAt', () => {
    const sdk = sdkAtStart();
    const { key, contentKey } = contentRead();
    const state: DehydratedCache = {
      version: 1,
      entries: [
        {
          key,
          state: 'Fulfilled',
          data: newsDocument(contentKey),
          startedAt: START - 1000,
          writtenAt: START - 900,
          ttl: TTL,
        },
      ],
    };
    sdk.cache.hydrate(state);
    expect(sdk.cache.inspect(key)).toMatchObject({
      state: 'Fulfilled',
      query: null,
      fetchedAt: START - 900,
      staleAt: START - 900 + TTL,
      requestCount: 0,
    });
  });

  it('gives no staleAt for data that never goes stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const sdk = createSdk({ baseUrl: ORIGIN, ttlMs: -1, retries: 0 });
    const { config, key, contentKey } = contentRead();
    nock(ORIGIN).get(sitePath(contentKey)).reply(200, newsDocument(contentKey));
    await sdk.getContent(config);
    expect(sdk.cache.inspect(key)).toMatchObject({ fetchedAt: START, staleAt: null });
    sdk.dispose();
  });

  it('names the adapter and the config of each kind of read', async () => {
    const sdk = sdkAtStart();
    const contents = { channelOrSiteId: SITE_ID, contentKeys: ['MCAAAAAAAAAAAAAAAAAAAAAAAAAA'] };
    const method = { apexClass: 'Styles', apexMethod: 'grab', cacheable: true };
    nock(ORIGIN)
      .get(sitePath())
      .query(true)
      .reply(200, { contents: [], currentPageUrl: '', nextPageUrl: null, previousPageUrl: null });
    nock(ORIGIN).get('/lwr/apex/v64.0/Styles/grab').reply(200, { ok: true });
    await sdk.getContents(contents);
    await apex(sdk, method);
    expect(sdk.cache.inspectAll().map((entry) => entry.query)).toEqual([
      { adapter: 'getContents', args: contents },
      { adapter: 'apex', args: method },
    ]);
  });
});

describe('cache.subscribeTransitions', () => {
  it('names each transition of a read, a refresh and a removal', async () => {
    const sdk = sdkAtStart();
    const { config, key, contentKey } = contentRead();
    const heard = recordTransitions(sdk);
    nock(ORIGIN).get(sitePath(contentKey)).reply(200, newsDocument(contentKey));
    await sdk.getContent(config);
    nock(ORIGIN).get(sitePath(contentKey)).reply(200, newsDocument(contentKey, 'v2'));
    await sdk.cache.refresh(key);
    expect(sdk.cache.inspect(key)?.requestCount).toBe(2);
    sdk.cache.remove(key);
    expect(heard).toEqual([
      `${key} requested`,
      `${key} fulfilled`,
      `${key} requested`,
      `${key} fulfilled`,
      `${key} removed`,
    ]);
  });

  it('tells a cached 404 and a failure that keeps the data apart from a request that stored nothing', async () => {
    const sdk = sdkAtStart();
    const missing = contentRead();
    const failing = contentRead();
    const heard = recordTransitions(sdk);
    nock(ORIGIN).get(sitePath(missing.contentKey)).reply(404, NOT_FOUND_BODY);
    await expect(sdk.getContent(missing.config)).rejects.toThrow();
    nock(ORIGIN).get(sitePath(failing.contentKey)).reply(500, NOT_FOUND_BODY);
    await expect(sdk.getContent(failing.config)).rejects.toThrow();
    // Aborted before its request goes out: it ends with nothing stored.
    const controller = new AbortController();
    const aborted = sdk.getContent(failing.config, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toThrow('Aborted');
    await vi.waitFor(() => {
      expect(heard.at(-1)).toBe(`${failing.key} settled`);
    });
    expect(heard).toEqual([
      `${missing.key} requested`,
      `${missing.key} failed`,
      `${failing.key} requested`,
      `${failing.key} failed`,
      `${failing.key} requested`,
      `${failing.key} settled`,
    ]);
    expect(sdk.cache.inspect(missing.key)).toMatchObject({
      state: 'Error',
      error: { status: 404 },
      requestCount: 1,
    });
    expect(sdk.cache.inspect(failing.key)).toMatchObject({
      state: 'Unfulfilled',
      error: { status: 500 },
      requestCount: 2,
    });
  });

  it('reports an invalidation, then the read again of an observed entry', async () => {
    const sdk = sdkAtStart();
    const { config, key, contentKey } = contentRead();
    nock(ORIGIN).get(sitePath(contentKey)).reply(200, newsDocument(contentKey));
    await sdk.getContent(config);
    sdk.cache.subscribe(key, () => undefined);
    const heard = recordTransitions(sdk);
    nock(ORIGIN).get(sitePath(contentKey)).reply(200, newsDocument(contentKey, 'v2'));
    await sdk.cache.invalidate(key);
    expect(heard).toEqual([`${key} invalidated`, `${key} requested`, `${key} fulfilled`]);
  });

  it('reports hydration and eviction by a trim, and stops when unsubscribed', () => {
    const sdk = sdkAtStart();
    const { key, contentKey } = contentRead();
    const heard: string[] = [];
    const stop = sdk.cache.subscribeTransitions((entryKey, transition) => {
      heard.push(`${entryKey} ${transition}`);
    });
    sdk.cache.hydrate({
      version: 1,
      entries: [
        {
          key,
          state: 'Fulfilled',
          data: newsDocument(contentKey),
          startedAt: START,
          writtenAt: START,
          ttl: TTL,
        },
      ],
    });
    vi.setSystemTime(START + TTL + 10_000);
    expect(sdk.cache.trim()).toBe(1);
    expect(heard).toEqual([`${key} hydrated`, `${key} evicted`]);
    stop();
    sdk.cache.hydrate({
      version: 1,
      entries: [
        {
          key,
          state: 'Fulfilled',
          data: newsDocument(contentKey),
          startedAt: START + TTL,
          writtenAt: START + TTL,
          ttl: TTL,
        },
      ],
    });
    expect(heard).toHaveLength(2);
  });

  it('keeps the other listeners and the cache working when one throws', async () => {
    const sdk = sdkAtStart();
    const { config, key, contentKey } = contentRead();
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      sdk.cache.subscribeTransitions(() => {
        throw new Error('listener failed');
      });
      const heard = recordTransitions(sdk);
      nock(ORIGIN).get(sitePath(contentKey)).reply(200, newsDocument(contentKey));
      await expect(sdk.getContent(config)).resolves.toMatchObject({ contentKey });
      expect(heard).toEqual([`${key} requested`, `${key} fulfilled`]);
      await vi.waitFor(() => {
        expect(errors).toHaveLength(2);
      });
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
