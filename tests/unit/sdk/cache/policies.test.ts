import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { ONLY_IF_CACHED_MESSAGE, cacheKeys, createSdk } from '@about-site/sdk';
import type { CachePolicy, ManagedContentDocument } from '@about-site/sdk';
import {
  NOT_FOUND_BODY,
  ORIGIN,
  SITE_ID,
  heldReply,
  manualClock,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../support/fixtures';
import { rejection } from '../../support/rejection';

const TTL = 300_000;

type Start = 'missing' | 'Fresh' | 'Stale' | 'Error';

/** What the call does: answer from the cache, go to the network (and how), or fail with 504. */
interface Expectation {
  answer: 'cached' | 'cachedError' | 'network' | '504';
  /** A request is made: awaited ('network') or in the background. */
  request: 'none' | 'awaited' | 'background';
  /** The fetch cache mode of that request. */
  mode?: 'default' | 'no-cache';
}

async function arrange(start: Start) {
  const key = uniqueContentKey();
  const clock = manualClock();
  const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, now: clock.now });
  const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
  if (start === 'Fresh' || start === 'Stale') {
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'v1'));
    await sdk.getContent(config);
  }
  if (start === 'Error') {
    nock(ORIGIN).get(sitePath(key)).reply(404, NOT_FOUND_BODY);
    await rejection(sdk.getContent(config));
  }
  if (start === 'Stale') clock.advance(TTL + 1);
  const entryKey = cacheKeys.getContent(config);
  expect(sdk.cache.get(entryKey)?.state ?? 'missing').toBe(start === 'Fresh' ? 'Fulfilled' : start);
  return { key, sdk, config, entryKey };
}

function mockNetwork(key: string, mode: 'default' | 'no-cache') {
  const headers =
    mode === 'no-cache'
      ? { reqheaders: { 'cache-control': 'max-age=0' } }
      : { badheaders: ['cache-control'] };
  nock(ORIGIN, headers).get(sitePath(key)).reply(200, newsDocument(key, 'v2'));
}

const network = (mode: 'default' | 'no-cache'): Expectation => ({
  answer: 'network',
  request: 'awaited',
  mode,
});
const cached: Expectation = { answer: 'cached', request: 'none' };
const cachedError: Expectation = { answer: 'cachedError', request: 'none' };
const miss504: Expectation = { answer: '504', request: 'none' };

const table: [CachePolicy, Start, Expectation][] = [
  ['cache-then-network', 'missing', network('default')],
  ['cache-then-network', 'Fresh', cached],
  ['cache-then-network', 'Stale', network('no-cache')],
  ['cache-then-network', 'Error', cachedError],
  ['cache-and-network', 'missing', network('default')],
  ['cache-and-network', 'Fresh', { answer: 'cached', request: 'background', mode: 'default' }],
  ['cache-and-network', 'Stale', { answer: 'cached', request: 'background', mode: 'no-cache' }],
  ['cache-and-network', 'Error', { answer: 'cachedError', request: 'background', mode: 'default' }],
  ['stale-while-revalidate', 'missing', network('default')],
  ['stale-while-revalidate', 'Fresh', cached],
  [
    'stale-while-revalidate',
    'Stale',
    { answer: 'cached', request: 'background', mode: 'no-cache' },
  ],
  ['stale-while-revalidate', 'Error', cachedError],
  ['no-cache', 'missing', network('no-cache')],
  ['no-cache', 'Fresh', network('no-cache')],
  ['no-cache', 'Stale', network('no-cache')],
  ['no-cache', 'Error', network('no-cache')],
  ['only-if-cached', 'missing', miss504],
  ['only-if-cached', 'Fresh', cached],
  ['only-if-cached', 'Stale', miss504],
  ['only-if-cached', 'Error', cachedError],
];

describe('cache policies against Fresh / Stale / missing / Error entries', () => {
  it.each(table)('%s with a %s entry', async (cachePolicy, start, expected) => {
    const { key, sdk, config, entryKey } = await arrange(start);
    if (expected.mode) mockNetwork(key, expected.mode);
    const call = sdk.getContent(config, { cachePolicy });
    switch (expected.answer) {
      case 'cached':
        expect((await call).title).toBe('v1');
        break;
      case 'network':
        expect((await call).title).toBe('v2');
        break;
      case 'cachedError': {
        const error = await rejection(call);
        expect(error.status).toBe(404);
        expect(error.errors[0]?.type).toBe('NOT_FOUND');
        break;
      }
      case '504': {
        const error = await rejection(call);
        expect(error.status).toBe(504);
        expect(error.statusText).toBe(ONLY_IF_CACHED_MESSAGE);
        expect(error.message).toBe(
          'Data requested with only-if-cached policy and not found in the cache.',
        );
        break;
      }
    }
    if (expected.request !== 'none') {
      // The response is stored, also when nobody awaited it.
      await vi.waitFor(() => {
        expect(sdk.cache.get<ManagedContentDocument>(entryKey)).toMatchObject({
          state: 'Fulfilled',
          loading: false,
          data: { title: 'v2' },
        });
      });
    }
  });

  it('cache-then-network waits for a pending load instead of starting another', async () => {
    const key = uniqueContentKey();
    const held = heldReply();
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(() => held.hold([200, newsDocument(key)]));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    const first = sdk.getContent(config, { cachePolicy: 'no-cache' });
    await held.reached;
    expect(sdk.cache.get(cacheKeys.getContent(config))?.state).toBe('Pending');
    const second = sdk.getContent(config);
    held.open();
    expect(await second).toBe(await first);
  });

  it('is cache-then-network by default', async () => {
    const { sdk, config } = await arrange('Fresh');
    expect((await sdk.getContent(config)).title).toBe('v1');
  });

  it('rejects an unknown policy with the platform message', async () => {
    const { sdk, config } = await arrange('missing');
    const error = await rejection(
      sdk.getContent(config, { cachePolicy: 'valid-at' as CachePolicy }),
    );
    expect(error.message).toBe('unrecognized cache policy: valid-at');
  });

  it('a stale 404 lapses: the next read goes to the network', async () => {
    const key = uniqueContentKey();
    const clock = manualClock();
    nock(ORIGIN).get(sitePath(key)).reply(404, NOT_FOUND_BODY);
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'back'));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, now: clock.now });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    await rejection(sdk.getContent(config));
    clock.advance(TTL + 1);
    expect(sdk.cache.get(cacheKeys.getContent(config))?.state).toBe('Unfulfilled');
    expect((await sdk.getContent(config)).title).toBe('back');
  });

  it('ttlMs -1 never goes stale', async () => {
    const key = uniqueContentKey();
    const clock = manualClock();
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, now: clock.now, ttlMs: -1 });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    await sdk.getContent(config);
    clock.advance(365 * 24 * 3600 * 1000);
    expect(sdk.cache.get(cacheKeys.getContent(config))?.state).toBe('Fulfilled');
    await sdk.getContent(config);
  });
});

describe('errors that are not cached', () => {
  it.each([
    ['a 500', 500],
    ['a 400', 400],
  ])('%s passes through and the next read goes to the network again', async (_, status) => {
    const key = uniqueContentKey();
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(status, [{ errorCode: 'X', message: 'no' }]);
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'ok'));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    const error = await rejection(sdk.getContent(config));
    expect(error.status).toBe(status);
    expect(sdk.cache.get(cacheKeys.getContent(config))).toMatchObject({
      state: 'Unfulfilled',
      loading: false,
      error: { status },
    });
    expect((await sdk.getContent(config)).title).toBe('ok');
  });

  it('a failure when a cached 404 is read again keeps the 404: the failure is never served from the cache', async () => {
    const { key, sdk, config, entryKey } = await arrange('Error');
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(500, [{ errorCode: 'X', message: 'down' }]);
    const failure = await rejection(sdk.getContent(config, { cachePolicy: 'no-cache' }));
    expect(failure.status).toBe(500);
    expect(sdk.cache.get(entryKey)).toMatchObject({ state: 'Error', error: { status: 404 } });
    // The next read is answered by the cached 404, as before the failed read.
    expect(await rejection(sdk.getContent(config))).toMatchObject({ status: 404 });
  });

  it('a failure after a cached 404 lapsed shows the failure: nothing answers for the item any more', async () => {
    const clock = manualClock();
    const key = uniqueContentKey();
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, now: clock.now, ttlMs: TTL });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    const entryKey = cacheKeys.getContent(config);
    nock(ORIGIN).get(sitePath(key)).reply(404, NOT_FOUND_BODY);
    await rejection(sdk.getContent(config));
    clock.advance(TTL + 1);
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(500, [{ errorCode: 'X', message: 'down' }]);
    // Read again by its first call's reader: nothing has noticed the lapse before the failure.
    await rejection(sdk.cache.refresh(entryKey));
    expect(sdk.cache.get(entryKey)).toMatchObject({
      state: 'Unfulfilled',
      loading: false,
      error: { status: 500 },
    });
  });

  it('a network failure keeps the stale data', async () => {
    const { key, sdk, config, entryKey } = await arrange('Stale');
    nock(ORIGIN).get(sitePath(key)).replyWithError('connection reset');
    const error = await rejection(sdk.getContent(config));
    expect(error.errorType).toBe('networkAdapterError');
    expect(sdk.cache.get<ManagedContentDocument>(entryKey)).toMatchObject({
      state: 'Stale',
      loading: false,
      data: { title: 'v1' },
      error: { errorType: 'networkAdapterError' },
    });
  });
});
