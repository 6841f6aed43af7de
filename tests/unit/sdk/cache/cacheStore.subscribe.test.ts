import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import type { CacheEntry } from '@about-site/sdk';
import {
  ORIGIN,
  SITE_ID,
  manualClock,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../support/fixtures';

function setup() {
  const key = uniqueContentKey();
  const clock = manualClock();
  const sdk = createSdk({ baseUrl: ORIGIN, now: clock.now });
  const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
  return { key, clock, sdk, config, entryKey: cacheKeys.getContent(config) };
}

describe('subscribe', () => {
  it('notifies each real change: Pending, then Fulfilled', async () => {
    const { key, sdk, config, entryKey } = setup();
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    const seen: (CacheEntry | undefined)[] = [];
    sdk.cache.subscribe(entryKey, (entry) => seen.push(entry));
    await sdk.getContent(config);
    await sdk.getContent(config); // a hit changes nothing
    expect(seen.map((entry) => entry?.state)).toEqual(['Pending', 'Fulfilled']);
    expect(seen[1]).toBe(sdk.cache.get(entryKey));
  });

  it('does not notify when a refresh brings equal data, beyond the loading flag', async () => {
    const { key, sdk, config, entryKey } = setup();
    nock(ORIGIN).get(sitePath(key)).twice().reply(200, newsDocument(key));
    await sdk.getContent(config);
    const before = sdk.cache.get(entryKey);
    const listener = vi.fn();
    sdk.cache.subscribe(entryKey, listener);
    await sdk.getContent(config, { cachePolicy: 'no-cache' });
    expect(listener.mock.calls.map(([entry]) => (entry as CacheEntry).loading)).toEqual([
      true,
      false,
    ]);
    expect(sdk.cache.get(entryKey)?.data).toBe(before?.data);
  });

  it('stops after unsubscribe', async () => {
    const { key, sdk, config, entryKey } = setup();
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    const listener = vi.fn();
    const unsubscribe = sdk.cache.subscribe(entryKey, listener);
    unsubscribe();
    unsubscribe();
    await sdk.getContent(config);
    expect(listener).not.toHaveBeenCalled();
  });

  it('gives a stable snapshot until the entry changes, and Stale once expired', async () => {
    const { key, clock, sdk, config, entryKey } = setup();
    expect(sdk.cache.get(entryKey)).toBeUndefined();
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    await sdk.getContent(config);
    const snapshot = sdk.cache.get(entryKey);
    expect(sdk.cache.get(entryKey)).toBe(snapshot);
    const listener = vi.fn();
    sdk.cache.subscribe(entryKey, listener);
    clock.advance(300_001);
    const stale = sdk.cache.get(entryKey);
    expect(stale?.state).toBe('Stale');
    expect(sdk.cache.get(entryKey)).toBe(stale);
    // A snapshot getter may run during a render: the listener hears of it afterwards.
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledWith(stale);
  });

  it('subscribeAll hears every key, and entries() is a JSON-safe snapshot', async () => {
    const { key, sdk, config, entryKey } = setup();
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    const seen: [string, string | undefined][] = [];
    const unsubscribe = sdk.cache.subscribeAll((changedKey, entry) =>
      seen.push([changedKey, entry?.state]),
    );
    await sdk.getContent(config);
    unsubscribe();
    expect(seen).toEqual([
      [entryKey, 'Pending'],
      [entryKey, 'Fulfilled'],
    ]);
    const entries = sdk.cache.entries();
    expect(JSON.parse(JSON.stringify(entries))).toEqual({
      [entryKey]: { state: 'Fulfilled', loading: false, loaded: true, data: newsDocument(key) },
    });
  });

  it('a throwing listener does not stop the others', async () => {
    const { key, sdk, config, entryKey } = setup();
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      sdk.cache.subscribe(entryKey, () => {
        throw new Error('listener bug');
      });
      const other = vi.fn();
      sdk.cache.subscribe(entryKey, other);
      expect((await sdk.getContent(config)).contentKey).toBe(key);
      expect(other).toHaveBeenCalledTimes(2);
      await vi.waitFor(() => {
        expect(errors).toHaveLength(2);
      });
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
