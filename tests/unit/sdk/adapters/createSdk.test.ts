import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_VERSION, cacheKeys, createSdk, SdkError } from '@about-site/sdk';
import type { SdkOptions } from '@about-site/sdk';
import { ORIGIN, SITE_ID, newsDocument, sitePath, uniqueContentKey } from '../../support/fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createSdk', () => {
  it('returns exactly the public surface', () => {
    const sdk = createSdk();
    expect(Object.keys(sdk).sort()).toEqual(
      ['cache', 'dispose', 'getContent', 'getContents', 'pages'].sort(),
    );
    expect(Object.keys(sdk.cache).sort()).toEqual(
      [
        'dehydrate',
        'entries',
        'get',
        'hydrate',
        'inspect',
        'inspectAll',
        'invalidate',
        'observe',
        'observer',
        'refresh',
        'remove',
        'subscribe',
        'subscribeFailures',
        'subscribeAll',
        'subscribeTransitions',
        'trim',
      ].sort(),
    );
  });

  it('reads the global fetch at call time, never at creation', async () => {
    const sdk = createSdk({ baseUrl: ORIGIN });
    const key = uniqueContentKey();
    const stub = vi.fn(() => Promise.resolve(Response.json(newsDocument(key))));
    vi.stubGlobal('fetch', stub);
    await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key });
    expect(stub).toHaveBeenCalledWith(`${ORIGIN}${sitePath(key)}`, expect.any(Object));
  });

  it('speaks API_VERSION by default', async () => {
    const key = uniqueContentKey();
    const injected = vi.fn(() => Promise.resolve(Response.json(newsDocument(key))));
    const sdk = createSdk({ fetch: injected });
    await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key });
    expect(API_VERSION).toBe('v64.0');
    expect(injected).toHaveBeenCalledWith(
      `/services/data/${API_VERSION}/connect/sites/${SITE_ID}/cms/delivery/contents/${key}`,
      expect.any(Object),
    );
  });

  it('names the option an injected timer pair is missing', () => {
    expect(() => createSdk({ setTimeout: () => 1 })).toThrow(
      'createSdk: clearTimeout: setTimeout and clearTimeout are injected together',
    );
  });

  it('uses same-origin urls by default', async () => {
    const key = uniqueContentKey();
    const injected = vi.fn(() => Promise.resolve(Response.json(newsDocument(key))));
    const sdk = createSdk({ fetch: injected, basePath: '/s', apiVersion: 'v62.0' });
    await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key });
    expect(injected).toHaveBeenCalledWith(
      `/s/services/data/v62.0/connect/sites/${SITE_ID}/cms/delivery/contents/${key}`,
      expect.any(Object),
    );
  });

  it('keeps managed content 300 s by default, on the Date clock when none is injected', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    const sdk = createSdk({ baseUrl: ORIGIN });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    await sdk.getContent(config);
    vi.advanceTimersByTime(300_000);
    expect(sdk.cache.get(cacheKeys.getContent(config))?.state).toBe('Fulfilled');
    vi.advanceTimersByTime(1);
    expect(sdk.cache.get(cacheKeys.getContent(config))?.state).toBe('Stale');
  });

  it.each<[string, SdkOptions]>([
    ['ttlMs below -1', { ttlMs: -2 }],
    ['ttlMs not an integer', { ttlMs: 1.5 }],
    ['baseUrl with a path', { baseUrl: 'https://a.example/x' }],
    ['basePath with a trailing slash', { basePath: '/s/' }],
    ['apiVersion', { apiVersion: '64' }],
    ['maxEntries', { maxEntries: -1 }],
    ['fetch', { fetch: 'no' as unknown as typeof fetch }],
    ['setTimeout without clearTimeout', { setTimeout: () => 1 }],
    ['clearTimeout without setTimeout', { clearTimeout: () => undefined }],
    [
      'setTimeout not a function',
      { setTimeout: 1, clearTimeout: () => undefined } as unknown as SdkOptions,
    ],
  ])('rejects invalid options: %s', (_, options) => {
    expect(() => createSdk(options)).toThrow(SdkError);
  });
});
