import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { TRIM_INTERVAL_MS, cacheKeys, createSdk } from '@about-site/sdk';
import type { DehydratedCache } from '@about-site/sdk';
import { controlledFetch } from '../../support/controlledFetch';
import {
  ORIGIN,
  SITE_ID,
  manualClock,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../support/fixtures';

const TTL = 300_000;

/** A cache state with `count` documents written at `writtenAt`, for filling a cache without a network. */
function documents(count: number, writtenAt: number): DehydratedCache {
  return {
    version: 1,
    entries: Array.from({ length: count }, (_, index) => ({
      key: `doc-${String(index)}`,
      state: 'Fulfilled' as const,
      data: { index },
      startedAt: writtenAt,
      writtenAt,
      ttl: TTL,
    })),
  };
}

describe('trim', () => {
  it('runs at most once per 5 s', () => {
    const clock = manualClock();
    const sdk = createSdk({ now: clock.now });
    sdk.cache.hydrate(documents(3, clock.now() - TTL - 1));
    expect(sdk.cache.trim()).toBe(0);
    clock.advance(TRIM_INTERVAL_MS - 1);
    expect(sdk.cache.trim()).toBe(0);
    clock.advance(1);
    expect(sdk.cache.trim()).toBe(3);
    sdk.cache.hydrate(documents(2, clock.now() - TTL - 1));
    expect(sdk.cache.trim()).toBe(0);
    clock.advance(TRIM_INTERVAL_MS);
    expect(sdk.cache.trim()).toBe(2);
    expect(TRIM_INTERVAL_MS).toBe(5000);
  });

  it('evicts expired entries, except subscribed and loading ones', async () => {
    const clock = manualClock();
    const network = controlledFetch();
    const sdk = createSdk({ baseUrl: ORIGIN, now: clock.now, fetch: network.fetch });
    sdk.cache.hydrate(documents(4, clock.now()));
    const unsubscribe = sdk.cache.subscribe('doc-1', () => undefined);
    clock.advance(TTL + 1);
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: uniqueContentKey() };
    const loading = sdk.getContent(config);
    await network.nextCall();
    expect(sdk.cache.trim()).toBe(3);
    expect(Object.keys(sdk.cache.entries()).sort()).toEqual([
      cacheKeys.getContent(config),
      'doc-1',
    ]);
    unsubscribe();
    clock.advance(TRIM_INTERVAL_MS);
    expect(sdk.cache.trim()).toBe(1);
    network.calls[0]?.respond(200, newsDocument(config.contentKeyOrId));
    await loading;
  });

  it('evicts the least recently used beyond maxEntries', async () => {
    const clock = manualClock();
    const sdk = createSdk({ baseUrl: ORIGIN, now: clock.now, maxEntries: 2 });
    const keys = [uniqueContentKey(), uniqueContentKey(), uniqueContentKey()];
    const [a, b, c] = keys.map((contentKeyOrId) => ({ channelOrSiteId: SITE_ID, contentKeyOrId }));
    for (const key of keys) nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    await sdk.getContent(a!);
    await sdk.getContent(b!);
    await sdk.getContent(c!);
    await sdk.getContent(a!); // a hit makes `a` the most recently used
    clock.advance(TRIM_INTERVAL_MS);
    expect(sdk.cache.trim()).toBe(1);
    expect(Object.keys(sdk.cache.entries())).toEqual([
      cacheKeys.getContent(c!),
      cacheKeys.getContent(a!),
    ]);
  });

  it('keeps the most recently read: reads A, A, B, A, then C 5 s later keep A and C', async () => {
    const clock = manualClock();
    const sdk = createSdk({ baseUrl: ORIGIN, now: clock.now, maxEntries: 2 });
    const [a, b, c] = [uniqueContentKey(), uniqueContentKey(), uniqueContentKey()].map(
      (contentKeyOrId) => ({ channelOrSiteId: SITE_ID, contentKeyOrId }),
    );
    for (const config of [a!, b!, c!]) {
      const key = config.contentKeyOrId;
      nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    }
    await sdk.getContent(a!); // network
    await sdk.getContent(a!); // hit
    await sdk.getContent(b!); // network
    await sdk.getContent(a!); // hit: A is now the most recently used, B the least
    clock.advance(TRIM_INTERVAL_MS);
    await sdk.getContent(c!); // network; the write trims
    expect(Object.keys(sdk.cache.entries())).toEqual([
      cacheKeys.getContent(a!),
      cacheKeys.getContent(c!),
    ]);
  });

  it('runs by itself on writes, so a long session stays bounded (metadata included)', async () => {
    const clock = manualClock();
    const network = controlledFetch();
    const sdk = createSdk({
      baseUrl: ORIGIN,
      now: clock.now,
      maxEntries: 10,
      fetch: network.fetch,
    });
    const evicted: string[] = [];
    sdk.cache.subscribeAll((key, entry) => {
      if (!entry) evicted.push(key);
    });
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 20; i++) {
        const contentKeyOrId = uniqueContentKey();
        const load = sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId });
        (await network.nextCall()).respond(200, newsDocument(contentKeyOrId));
        await load;
        // An aborted load leaves an Unfulfilled entry behind; trim collects it too.
        const controller = new AbortController();
        const aborted = sdk.getContent(
          { channelOrSiteId: SITE_ID, contentKeyOrId: uniqueContentKey() },
          { signal: controller.signal },
        );
        await network.nextCall();
        controller.abort();
        await aborted.catch(() => undefined);
      }
      clock.advance(TRIM_INTERVAL_MS);
    }
    const finalKey = uniqueContentKey();
    const last = sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: finalKey });
    (await network.nextCall()).respond(200, newsDocument(finalKey));
    await last;
    expect(Object.keys(sdk.cache.entries()).length).toBeLessThanOrEqual(10);
    expect(evicted.length).toBeGreaterThanOrEqual(190);
    expect(sdk.cache.dehydrate().entries.length).toBeLessThanOrEqual(10);
  });
});
