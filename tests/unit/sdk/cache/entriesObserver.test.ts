import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { UNFULFILLED_ENTRY, cacheKeys, createSdk } from '@about-site/sdk';
import type { CacheEntry, DehydratedCache, ManagedContentDocument } from '@about-site/sdk';
import { controlledFetch } from '../../support/controlledFetch';
import {
  NOT_FOUND_BODY,
  ORIGIN,
  SITE_ID,
  flush,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../support/fixtures';
import { rejection } from '../../support/rejection';

function read(contentKeyOrId = uniqueContentKey()) {
  const config = { channelOrSiteId: SITE_ID, contentKeyOrId };
  return { config, key: cacheKeys.getContent(config), contentKey: contentKeyOrId };
}

function stored(...items: { key: string; title: string }[]): DehydratedCache {
  const now = Date.now();
  return {
    version: 1,
    entries: items.map(({ key, title }) => ({
      key,
      state: 'Fulfilled' as const,
      data: newsDocument('MCX', title),
      startedAt: now,
      writtenAt: now,
      ttl: 300_000,
    })),
  };
}

const titles = (entries: readonly CacheEntry[]) =>
  entries.map((entry) => (entry.data as ManagedContentDocument | undefined)?.title ?? entry.state);

describe('cache.observe', () => {
  it('tells every change made in one tick once, with the entries of the keys in their order', async () => {
    const sdk = createSdk({ baseUrl: ORIGIN });
    const [a, b, absent] = [read(), read(), read()];
    const listener = vi.fn();
    sdk.cache.observe([b.key, a.key, absent.key], listener);
    sdk.cache.hydrate(stored({ key: a.key, title: 'A' }));
    sdk.cache.hydrate(stored({ key: b.key, title: 'B' }));
    expect(listener).not.toHaveBeenCalled();
    await flush();
    expect(listener).toHaveBeenCalledTimes(1);
    const [entries] = listener.mock.lastCall as [readonly CacheEntry[]];
    expect(titles(entries)).toEqual(['B', 'A', 'Unfulfilled']);
    expect(entries[2]).toBe(UNFULFILLED_ENTRY);
    expect(Object.isFrozen(entries)).toBe(true);
  });

  it('follows a read: Pending, then the response, each in its own tick', async () => {
    const network = controlledFetch();
    const sdk = createSdk({ baseUrl: ORIGIN, fetch: network.fetch });
    const { config, key, contentKey } = read();
    const seen: string[] = [];
    sdk.cache.observe([key], (entries) => seen.push(entries[0]?.state ?? 'none'));
    const loading = sdk.getContent(config);
    await flush();
    (await network.nextCall()).respond(200, newsDocument(contentKey));
    await loading;
    await flush();
    expect(seen).toEqual(['Pending', 'Fulfilled']);
  });

  it('keeps the snapshot array until an entry changes', async () => {
    const sdk = createSdk({ baseUrl: ORIGIN });
    const [a, b] = [read(), read()];
    const observer = sdk.cache.observer([a.key, b.key]);
    const first = observer.getSnapshot();
    expect(first).toEqual([UNFULFILLED_ENTRY, UNFULFILLED_ENTRY]);
    expect(observer.getSnapshot()).toBe(first);
    const heard: (readonly CacheEntry[])[] = [];
    observer.subscribe((entries) => heard.push(entries));
    sdk.cache.hydrate(stored({ key: b.key, title: 'B' }));
    const second = observer.getSnapshot();
    expect(second).not.toBe(first);
    expect(second[0]).toBe(first[0]);
    expect(observer.getSnapshot()).toBe(second);
    await flush();
    expect(heard).toEqual([second]);
    expect(heard[0]).toBe(second);
  });

  it('hears a removal and a new entry in one tick once; a removed entry reads as unfulfilled', async () => {
    const sdk = createSdk({ baseUrl: ORIGIN });
    const a = read();
    sdk.cache.hydrate(stored({ key: a.key, title: 'A' }));
    const listener = vi.fn();
    sdk.cache.observe([a.key], listener);
    sdk.cache.remove(a.key);
    sdk.cache.hydrate(stored({ key: a.key, title: 'A' }));
    await flush();
    expect(listener).toHaveBeenCalledTimes(1);
    listener.mockClear();
    sdk.cache.remove(a.key);
    await flush();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.lastCall).toEqual([[UNFULFILLED_ENTRY]]);
  });

  it('stops after unsubscribe; observed entries are not trimmed and are read again when invalidated', async () => {
    let time = 1_700_000_000_000;
    const sdk = createSdk({ baseUrl: ORIGIN, now: () => time, maxEntries: 0 });
    const { config, key, contentKey } = read();
    nock(ORIGIN).get(sitePath(contentKey)).reply(200, newsDocument(contentKey, 'v1'));
    await sdk.getContent(config);
    const listener = vi.fn();
    const unsubscribe = sdk.cache.observe([key, key], listener);
    time += 5_001;
    expect(sdk.cache.trim()).toBe(0);
    nock(ORIGIN).get(sitePath(contentKey)).reply(200, newsDocument(contentKey, 'v2'));
    await sdk.cache.invalidate(key);
    await flush();
    expect(titles(listener.mock.lastCall?.[0] as readonly CacheEntry[])).toEqual(['v2', 'v2']);
    unsubscribe();
    listener.mockClear();
    sdk.cache.remove(key);
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('cache.subscribeFailures', () => {
  it('hears each failed request once: a cached 404 and a 500, never an abort', async () => {
    const sdk = createSdk({ baseUrl: ORIGIN, retries: 0 });
    const [missing, failing] = [read(), read()];
    const heard: string[] = [];
    sdk.cache.subscribeFailures((key, error) => heard.push(`${key} ${String(error.status)}`));
    nock(ORIGIN).get(sitePath(missing.contentKey)).reply(404, NOT_FOUND_BODY);
    nock(ORIGIN).get(sitePath(failing.contentKey)).reply(500, {});
    await Promise.all([
      rejection(sdk.getContent(missing.config)),
      rejection(sdk.getContent(missing.config)),
      rejection(sdk.getContent(failing.config)),
    ]);
    const controller = new AbortController();
    const aborted = sdk.getContent(read().config, { signal: controller.signal });
    controller.abort();
    await rejection(aborted);
    await flush();
    expect(heard).toEqual([`${missing.key} 404`, `${failing.key} 500`]);
  });

  it('hears the failure itself when a cached 404 outlives it', async () => {
    const sdk = createSdk({ baseUrl: ORIGIN, retries: 0 });
    const missing = read();
    const heard: string[] = [];
    sdk.cache.subscribeFailures((key, error) => heard.push(`${key} ${String(error.status)}`));
    nock(ORIGIN).get(sitePath(missing.contentKey)).reply(404, NOT_FOUND_BODY);
    nock(ORIGIN).get(sitePath(missing.contentKey)).reply(503, {});
    await rejection(sdk.getContent(missing.config));
    await rejection(sdk.getContent(missing.config, { cachePolicy: 'no-cache' }));
    expect(heard).toEqual([`${missing.key} 404`, `${missing.key} 503`]);
    expect(sdk.cache.get(missing.key)?.error?.status).toBe(404);
  });
});

describe('cache.dehydrate(filter)', () => {
  it('holds only the entries the filter names', () => {
    const sdk = createSdk({ baseUrl: ORIGIN });
    const [a, b] = [read(), read()];
    sdk.cache.hydrate(stored({ key: a.key, title: 'A' }, { key: b.key, title: 'B' }));
    expect(sdk.cache.dehydrate(b.key).entries.map((entry) => entry.key)).toEqual([b.key]);
    expect(sdk.cache.dehydrate((key) => key === a.key).entries.map((e) => e.key)).toEqual([a.key]);
    expect(sdk.cache.dehydrate().entries).toHaveLength(2);
  });
});
