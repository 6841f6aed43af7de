import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { SdkError, cacheKeys, createSdk } from '@about-site/sdk';
import type { DehydratedCache, ManagedContentDocument } from '@about-site/sdk';
import { controlledFetch } from '../../support/controlledFetch';
import {
  NOT_FOUND_BODY,
  ORIGIN,
  SITE_ID,
  manualClock,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../support/fixtures';
import { rejection } from '../../support/rejection';

function roundTrip(state: DehydratedCache): DehydratedCache {
  return JSON.parse(JSON.stringify(state)) as DehydratedCache;
}

describe('dehydrate and hydrate', () => {
  it('hands the server’s responses to the client, JSON-safe, so the client makes no request', async () => {
    const clock = manualClock();
    const found = uniqueContentKey();
    const missing = uniqueContentKey();
    nock(ORIGIN).get(sitePath(found)).reply(200, newsDocument(found));
    nock(ORIGIN).get(sitePath(missing)).reply(404, NOT_FOUND_BODY);
    const server = createSdk({ baseUrl: ORIGIN, now: clock.now });
    await server.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: found });
    await rejection(server.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: missing }));

    const state = roundTrip(server.cache.dehydrate());
    expect(state.entries.map((entry) => entry.state)).toEqual(['Fulfilled', 'Error']);

    const client = createSdk({ baseUrl: ORIGIN, now: clock.now });
    client.cache.hydrate(state);
    const document = await client.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: found });
    expect(document).toEqual(newsDocument(found));
    const error = await rejection(
      client.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: missing }),
    );
    expect(error.status).toBe(404);
    expect(error.errors[0]?.type).toBe('NOT_FOUND');
  });

  it('leaves out entries without a response', async () => {
    const network = controlledFetch();
    const sdk = createSdk({ baseUrl: ORIGIN, fetch: network.fetch });
    const contentKeyOrId = uniqueContentKey();
    const pending = sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId });
    await network.nextCall();
    expect(sdk.cache.dehydrate()).toEqual({ version: 1, entries: [] });
    network.calls[0]?.respond(200, newsDocument(contentKeyOrId));
    await pending;
  });

  it('never replaces data whose request started later', async () => {
    const clock = manualClock(10_000);
    const key = uniqueContentKey();
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    const entryKey = cacheKeys.getContent(config);
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'client'));
    const client = createSdk({ baseUrl: ORIGIN, now: clock.now });
    await client.getContent(config);
    const base = { key: entryKey, state: 'Fulfilled' as const, writtenAt: 9_000, ttl: 300_000 };

    client.cache.hydrate({
      version: 1,
      entries: [{ ...base, startedAt: 9_000, data: newsDocument(key, 'older') }],
    });
    expect(client.cache.get<ManagedContentDocument>(entryKey)?.data?.title).toBe('client');

    client.cache.hydrate({
      version: 1,
      entries: [
        { ...base, startedAt: 10_001, writtenAt: 10_002, data: newsDocument(key, 'newer') },
      ],
    });
    expect(client.cache.get<ManagedContentDocument>(entryKey)?.data?.title).toBe('newer');
  });

  it('a request that started before the hydrated data does not overwrite it', async () => {
    const clock = manualClock(10_000);
    const network = controlledFetch();
    const key = uniqueContentKey();
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    const entryKey = cacheKeys.getContent(config);
    const client = createSdk({ baseUrl: ORIGIN, now: clock.now, fetch: network.fetch });
    const early = client.getContent(config);
    await network.nextCall();
    clock.advance(50);
    client.cache.hydrate({
      version: 1,
      entries: [
        {
          key: entryKey,
          state: 'Fulfilled',
          startedAt: 10_020,
          writtenAt: 10_040,
          ttl: 300_000,
          data: newsDocument(key, 'hydrated'),
        },
      ],
    });
    expect(client.cache.get(entryKey)).toMatchObject({ state: 'Fulfilled', loading: true });
    network.calls[0]?.respond(200, newsDocument(key, 'early'));
    expect((await early).title).toBe('hydrated');
    expect(client.cache.get(entryKey)).toMatchObject({
      state: 'Fulfilled',
      loading: false,
      data: { title: 'hydrated' },
    });
  });

  it('hydrates expired data as Stale and skips a lapsed error', () => {
    const clock = manualClock(1_000_000);
    const sdk = createSdk({ now: clock.now });
    const error = {
      name: 'SdkError',
      message: 'Not Found',
      ok: false as const,
      status: 404,
      statusText: 'Not Found',
      errors: [],
      errorType: 'fetchResponse' as const,
    };
    sdk.cache.hydrate({
      version: 1,
      entries: [
        { key: 'old', state: 'Fulfilled', data: 1, startedAt: 0, writtenAt: 0, ttl: 300_000 },
        { key: 'forever', state: 'Fulfilled', data: 2, startedAt: 0, writtenAt: 0, ttl: -1 },
        { key: 'gone', state: 'Error', error, startedAt: 0, writtenAt: 0, ttl: 300_000 },
      ],
    });
    expect(sdk.cache.get('old')?.state).toBe('Stale');
    expect(sdk.cache.get('forever')?.state).toBe('Fulfilled');
    expect(sdk.cache.get('gone')).toBeUndefined();
  });

  it.each<[string, unknown, string]>([
    ['no state', null, 'hydrate: Invalid input: expected object, received null'],
    ['another version', { version: 2, entries: [] }, 'hydrate: version: '],
    [
      'a state that is not a response',
      { version: 1, entries: [{ key: 'k', state: 'Pending', startedAt: 1, writtenAt: 1, ttl: 1 }] },
      'hydrate: entries.0.state: ',
    ],
    [
      'a bad entry after a good one',
      {
        version: 1,
        entries: [
          { key: 'new', state: 'Fulfilled', data: 1, startedAt: 1, writtenAt: 1, ttl: -1 },
          { key: 'bad', state: 'Fulfilled', data: 2, startedAt: 1, writtenAt: 1, ttl: -2 },
        ],
      },
      'hydrate: entries.1.ttl: Too small: expected number to be >=-1',
    ],
  ])('refuses %s with an INVALID_CONFIG SdkError, changing nothing', (_, state, message) => {
    const sdk = createSdk();
    sdk.cache.hydrate({
      version: 1,
      entries: [{ key: 'kept', state: 'Fulfilled', data: 0, startedAt: 0, writtenAt: 0, ttl: -1 }],
    });
    const before = sdk.cache.entries();
    const listener = vi.fn();
    sdk.cache.subscribeAll(listener);

    let thrown: unknown;
    try {
      sdk.cache.hydrate(state as DehydratedCache);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SdkError);
    const error = thrown as SdkError;
    expect(error).toMatchObject({ status: 400, statusText: 'INVALID_CONFIG', ok: false });
    expect(error.message.startsWith(message)).toBe(true);
    expect(error.errors).toEqual([
      { message: error.message, type: 'INVALID_CONFIG', arguments: {} },
    ]);
    expect(sdk.cache.entries()).toEqual(before);
    expect(listener).not.toHaveBeenCalled();
  });
});
