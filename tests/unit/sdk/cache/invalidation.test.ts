import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheKeys, createSdk, SdkError } from '@about-site/sdk';
import type { CacheEntry, DehydratedCache } from '@about-site/sdk';
import { controlledFetch } from '../../support/controlledFetch';
import {
  NOT_FOUND_BODY,
  ORIGIN,
  SITE_ID,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../support/fixtures';
import { rejection } from '../../support/rejection';

const TTL = 60_000;
const REFRESH = { reqheaders: { 'cache-control': 'max-age=0' } };
const PLAIN = { badheaders: ['cache-control'] };

afterEach(() => {
  vi.useRealTimers();
});

/** An SDK on faked Date, and one document it has read once. */
async function withReadDocument(title = 'v1') {
  vi.useFakeTimers({ toFake: ['Date'] });
  const key = uniqueContentKey();
  const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, ttlMs: TTL });
  const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
  nock(ORIGIN, PLAIN).get(sitePath(key)).reply(200, newsDocument(key, title));
  await sdk.getContent(config);
  return { key, sdk, config, entryKey: cacheKeys.getContent(config) };
}

/**
 * An SDK on a controlled network with one `no-cache` read of a document held in flight (`before`):
 * a read again in the same fetch mode would join it unless the cache lets go of it.
 */
async function withReadInFlight() {
  const network = controlledFetch();
  const key = uniqueContentKey();
  const sdk = createSdk({ retries: 0, fetch: network.fetch, ttlMs: TTL });
  const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
  const entryKey = cacheKeys.getContent(config);
  const early = sdk.getContent(config, { cachePolicy: 'no-cache' });
  const before = await network.nextCall();
  return { network, key, sdk, entryKey, early, before };
}

function states(seen: (CacheEntry | undefined)[]): string[] {
  return seen.map((entry) =>
    entry ? `${entry.state}${entry.loading ? ' (loading)' : ''}` : 'removed',
  );
}

describe('cache.invalidate', () => {
  it('marks an unobserved entry Stale without a request; the next read fetches it again', async () => {
    const { key, sdk, config, entryKey } = await withReadDocument();
    // No interceptor is set: a request made now would fail the test (tests/support/nock.ts).
    await sdk.cache.invalidate(entryKey);
    expect(sdk.cache.get(entryKey)?.state).toBe('Stale');

    nock(ORIGIN, REFRESH).get(sitePath(key)).reply(200, newsDocument(key, 'v2'));
    expect((await sdk.getContent(config)).title).toBe('v2');
    expect(sdk.cache.get(entryKey)?.state).toBe('Fulfilled');
  });

  it('keeps serving the stale data to the policies that accept it', async () => {
    const { key, sdk, config, entryKey } = await withReadDocument();
    await sdk.cache.invalidate(entryKey);
    nock(ORIGIN, REFRESH).get(sitePath(key)).reply(200, newsDocument(key, 'v2'));
    const answer = await sdk.getContent(config, { cachePolicy: 'stale-while-revalidate' });
    expect(answer.title).toBe('v1');
    await vi.waitFor(() => {
      expect(sdk.cache.get(entryKey)?.state).toBe('Fulfilled');
    });
  });

  it('reads an observed entry again at once, bypassing the HTTP cache, and resolves after', async () => {
    const { key, sdk, entryKey } = await withReadDocument();
    const seen: (CacheEntry | undefined)[] = [];
    sdk.cache.subscribe(entryKey, (entry) => seen.push(entry));
    nock(ORIGIN, REFRESH).get(sitePath(key)).reply(200, newsDocument(key, 'v2'));

    await sdk.cache.invalidate(entryKey);

    expect(states(seen)).toEqual(['Stale', 'Stale (loading)', 'Fulfilled']);
    expect(sdk.cache.get<{ title: string }>(entryKey)?.data?.title).toBe('v2');
  });

  it('gives the new response a full time to live', async () => {
    const { key, sdk, entryKey } = await withReadDocument();
    sdk.cache.subscribe(entryKey, () => undefined);
    nock(ORIGIN, REFRESH).get(sitePath(key)).reply(200, newsDocument(key, 'v2'));
    await sdk.cache.invalidate(entryKey);
    vi.advanceTimersByTime(TTL);
    expect(sdk.cache.get(entryKey)?.state).toBe('Fulfilled');
    vi.advanceTimersByTime(1);
    expect(sdk.cache.get(entryKey)?.state).toBe('Stale');
  });

  it('lapses a cached 404, so the next read asks again', async () => {
    const key = uniqueContentKey();
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    const entryKey = cacheKeys.getContent(config);
    nock(ORIGIN).get(sitePath(key)).reply(404, NOT_FOUND_BODY);
    await rejection(sdk.getContent(config));
    expect(sdk.cache.get(entryKey)?.state).toBe('Error');

    await sdk.cache.invalidate(entryKey);
    expect(sdk.cache.get(entryKey)).toMatchObject({ state: 'Unfulfilled', error: undefined });
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'published'));
    expect((await sdk.getContent(config)).title).toBe('published');
  });

  it('never lets a response to a request sent before the invalidation count as fresh', async () => {
    const network = controlledFetch();
    const key = uniqueContentKey();
    const sdk = createSdk({ retries: 0, fetch: network.fetch, ttlMs: TTL });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    const entryKey = cacheKeys.getContent(config);
    const early = sdk.getContent(config);
    const before = await network.nextCall();

    const invalidated = sdk.cache.invalidate(entryKey); // nobody observes: no new request
    before.respond(200, newsDocument(key, 'before the change'));
    expect((await early).title).toBe('before the change');
    await invalidated;
    expect(sdk.cache.get(entryKey)?.state).toBe('Stale');
    expect(network.calls).toHaveLength(1);
  });

  it('does not join a request in flight: an observed entry gets a request of its own, which wins', async () => {
    const { network, key, sdk, entryKey, early, before } = await withReadInFlight();
    sdk.cache.subscribe(entryKey, () => undefined);

    const invalidated = sdk.cache.invalidate(entryKey);
    const after = await network.nextCall();
    expect(after.init?.cache).toBe('no-cache');
    after.respond(200, newsDocument(key, 'after the change'));
    await invalidated;
    before.respond(200, newsDocument(key, 'before the change'));
    await early;
    expect(sdk.cache.get<{ title: string }>(entryKey)).toMatchObject({
      state: 'Fulfilled',
      data: { title: 'after the change' },
    });
  });

  it('takes a predicate, and leaves the other entries alone', async () => {
    const first = await withReadDocument();
    const other = uniqueContentKey();
    nock(ORIGIN).get(sitePath(other)).reply(200, newsDocument(other));
    const otherConfig = { channelOrSiteId: SITE_ID, contentKeyOrId: other };
    await first.sdk.getContent(otherConfig);

    await first.sdk.cache.invalidate((key) => key === first.entryKey);
    expect(first.sdk.cache.get(first.entryKey)?.state).toBe('Stale');
    expect(first.sdk.cache.get(cacheKeys.getContent(otherConfig))?.state).toBe('Fulfilled');
  });

  it('resolves when the read again fails; the entry keeps its data and shows the error', async () => {
    const { key, sdk, entryKey } = await withReadDocument();
    sdk.cache.subscribe(entryKey, () => undefined);
    nock(ORIGIN, REFRESH)
      .get(sitePath(key))
      .reply(500, [{ errorCode: 'E', message: 'down' }]);
    await expect(sdk.cache.invalidate(entryKey)).resolves.toBeUndefined();
    expect(sdk.cache.get(entryKey)).toMatchObject({
      state: 'Stale',
      data: { title: 'v1' },
      error: { status: 500 },
    });
  });

  it('travels as Stale: another cache hydrated from it reads the entry again', async () => {
    const { key, sdk, config, entryKey } = await withReadDocument();
    await sdk.cache.invalidate(entryKey);
    const other = createSdk({ retries: 0, baseUrl: ORIGIN, ttlMs: TTL });
    other.cache.hydrate(sdk.cache.dehydrate());
    expect(other.cache.get(entryKey)?.state).toBe('Stale');

    nock(ORIGIN, REFRESH).get(sitePath(key)).reply(200, newsDocument(key, 'v2'));
    expect((await other.getContent(config)).title).toBe('v2');
  });

  it('does nothing for a key without an entry', async () => {
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    await expect(sdk.cache.invalidate('nothing')).resolves.toBeUndefined();
    expect(sdk.cache.entries()).toEqual({});
  });
});

describe('cache.refresh', () => {
  it('reads the entry again now, bypassing the HTTP cache, and resolves with the new data', async () => {
    const { key, sdk, entryKey } = await withReadDocument();
    const listener = vi.fn();
    sdk.cache.subscribe(entryKey, listener);
    nock(ORIGIN, REFRESH).get(sitePath(key)).reply(200, newsDocument(key, 'v2'));
    const fresh = await sdk.cache.refresh<{ title: string }>(entryKey);
    expect(fresh.title).toBe('v2');
    expect(sdk.cache.get(entryKey)?.data).toBe(fresh);
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'Fulfilled' }));
  });

  it('rejects as the call would, keeping the stored data', async () => {
    const { key, sdk, entryKey } = await withReadDocument();
    nock(ORIGIN, REFRESH)
      .get(sitePath(key))
      .reply(500, [{ errorCode: 'E', message: 'down' }]);
    const error = await rejection(sdk.cache.refresh(entryKey));
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ status: 500, errorType: 'fetchResponse' });
    expect(sdk.cache.get(entryKey)).toMatchObject({ state: 'Fulfilled', data: { title: 'v1' } });
  });

  it('does not join a request already in flight: it reads again after the call', async () => {
    const { network, key, sdk, entryKey, early, before } = await withReadInFlight();

    const refreshed = sdk.cache.refresh<{ title: string }>(entryKey);
    const after = await network.nextCall();
    expect(after.init?.cache).toBe('no-cache');
    before.respond(200, newsDocument(key, 'before the change'));
    await early;
    after.respond(200, newsDocument(key, 'after the change'));
    expect((await refreshed).title).toBe('after the change');
    expect(sdk.cache.get(entryKey)).toMatchObject({ data: { title: 'after the change' } });
  });

  it('never lets a request sent before it store its response as fresh, even when it fails itself', async () => {
    const { network, key, sdk, entryKey, early, before } = await withReadInFlight();
    const refreshed = sdk.cache.refresh(entryKey);
    const after = await network.nextCall();
    after.respond(500, [{ errorCode: 'E', message: 'down' }]);
    await rejection(refreshed);
    before.respond(200, newsDocument(key, 'before the change'));
    await early;
    expect(sdk.cache.get(entryKey)).toMatchObject({
      state: 'Stale',
      data: { title: 'before the change' },
    });
  });

  it('refuses an entry no call has read yet, until one does', async () => {
    const key = uniqueContentKey();
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    const entryKey = cacheKeys.getContent(config);
    const state: DehydratedCache = {
      version: 1,
      entries: [
        {
          key: entryKey,
          state: 'Fulfilled',
          data: newsDocument(key, 'from the server'),
          startedAt: Date.now(),
          writtenAt: Date.now(),
          ttl: -1,
        },
      ],
    };
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    sdk.cache.hydrate(state);

    const refused = await rejection(sdk.cache.refresh(entryKey));
    expect(refused).toMatchObject({
      status: 400,
      statusText: 'INVALID_CONFIG',
      message: `refresh: no call has read ${entryKey}`,
    });
    await expect(rejection(sdk.cache.refresh('unknown'))).resolves.toMatchObject({
      statusText: 'INVALID_CONFIG',
    });

    expect((await sdk.getContent(config)).title).toBe('from the server'); // no request
    nock(ORIGIN, REFRESH).get(sitePath(key)).reply(200, newsDocument(key, 'v2'));
    await expect(sdk.cache.refresh(entryKey)).resolves.toMatchObject({ title: 'v2' });
  });
});

describe('cache.remove', () => {
  it('drops the entry, telling its subscribers and the all-entries listeners', async () => {
    const { key, sdk, config, entryKey } = await withReadDocument();
    const seen: (CacheEntry | undefined)[] = [];
    const all = vi.fn();
    sdk.cache.subscribe(entryKey, (entry) => seen.push(entry));
    sdk.cache.subscribeAll(all);

    sdk.cache.remove(entryKey);
    expect(sdk.cache.get(entryKey)).toBeUndefined();
    expect(sdk.cache.entries()).toEqual({});
    expect(states(seen)).toEqual(['removed']);
    expect(all).toHaveBeenCalledWith(entryKey, undefined);

    // The subscription stays: the next read is heard.
    nock(ORIGIN, PLAIN).get(sitePath(key)).reply(200, newsDocument(key, 'v2'));
    await sdk.getContent(config);
    expect(states(seen)).toEqual(['removed', 'Pending (loading)', 'Fulfilled']);
  });

  it('lets a request in flight answer its caller but store nothing', async () => {
    const network = controlledFetch();
    const key = uniqueContentKey();
    const sdk = createSdk({ retries: 0, fetch: network.fetch });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    const entryKey = cacheKeys.getContent(config);
    const early = sdk.getContent(config);
    const before = await network.nextCall();

    sdk.cache.remove(entryKey);
    const later = sdk.getContent(config); // a request of its own, not the removed one's
    const own = await network.nextCall();
    before.respond(200, newsDocument(key, 'removed'));
    expect((await early).title).toBe('removed');
    expect(sdk.cache.get(entryKey)).toMatchObject({ state: 'Pending', loading: true });

    own.respond(200, newsDocument(key, 'kept'));
    expect((await later).title).toBe('kept');
    expect(sdk.cache.get<{ title: string }>(entryKey)?.data?.title).toBe('kept');
  });

  it('takes a predicate', async () => {
    const { sdk, entryKey } = await withReadDocument();
    sdk.cache.remove((key) => key.startsWith('cms::content:'));
    expect(sdk.cache.get(entryKey)).toBeUndefined();
  });
});

describe('cache.entries', () => {
  it('is a frozen snapshot that does not count as a use when the cache trims', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, maxEntries: 1 });
    const [older, newer] = [uniqueContentKey(), uniqueContentKey()];
    for (const key of [older, newer]) {
      nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
      await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key });
    }
    const olderKey = cacheKeys.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: older });
    const snapshot = sdk.cache.entries();
    expect(Object.isFrozen(snapshot)).toBe(true);
    expect(Object.keys(snapshot)).toHaveLength(2);
    expect(snapshot[olderKey]).toBe(sdk.cache.get(olderKey));

    vi.advanceTimersByTime(5_000);
    expect(sdk.cache.trim()).toBe(1);
    expect(sdk.cache.get(olderKey)).toBeUndefined();
    sdk.dispose();
  });
});
