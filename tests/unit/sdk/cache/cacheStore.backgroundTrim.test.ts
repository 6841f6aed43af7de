import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRIM_INTERVAL_MS, cacheKeys, createSdk } from '@about-site/sdk';
import type { DehydratedCache, Sdk } from '@about-site/sdk';
import {
  ORIGIN,
  SITE_ID,
  manualClock,
  newsDocument,
  uniqueContentKey,
} from '../../support/fixtures';

afterEach(() => {
  vi.useRealTimers();
});

/** Answers every document request at once with the document its url names. */
const documentsFetch: typeof fetch = (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return Promise.resolve(Response.json(newsDocument(url.slice(url.lastIndexOf('/') + 1))));
};

/** `count` fresh documents, for filling a cache without a network. */
function documents(count: number, writtenAt: number): DehydratedCache {
  return {
    version: 1,
    entries: Array.from({ length: count }, (_, index) => ({
      key: `doc-${String(index)}`,
      state: 'Fulfilled' as const,
      data: { index },
      startedAt: writtenAt,
      writtenAt,
      ttl: 300_000,
    })),
  };
}

async function burst(sdk: Sdk, count: number): Promise<string[]> {
  const keys = Array.from({ length: count }, () =>
    cacheKeys.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: uniqueContentKey() }),
  );
  await Promise.all(
    keys.map((key) =>
      sdk.getContent({
        channelOrSiteId: SITE_ID,
        contentKeyOrId: key.slice(key.lastIndexOf(':') + 1),
      }),
    ),
  );
  return keys;
}

const size = (sdk: Sdk): number => Object.keys(sdk.cache.entries()).length;

describe('background trim', () => {
  it('brings a burst back to maxEntries 5 s later, with no further writes, then stops', async () => {
    vi.useFakeTimers();
    const sdk = createSdk({ baseUrl: ORIGIN, maxEntries: 10, fetch: documentsFetch });
    const keys = await burst(sdk, 2000);
    // Every write of the burst fell inside the 5 s debounce: none could trim.
    expect(size(sdk)).toBe(2000);
    expect(vi.getTimerCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(TRIM_INTERVAL_MS - 1);
    expect(size(sdk)).toBe(2000);
    await vi.advanceTimersByTimeAsync(1);
    expect(Object.keys(sdk.cache.entries())).toEqual(keys.slice(-10));
    // Within capacity: no timer is left behind.
    expect(vi.getTimerCount()).toBe(0);
    sdk.dispose();
  });

  it('reads the timer globals at call time, never at creation', async () => {
    const sdk = createSdk({ baseUrl: ORIGIN, maxEntries: 1, fetch: documentsFetch });
    vi.useFakeTimers();
    await burst(sdk, 3);
    expect(vi.getTimerCount()).toBe(1);
    sdk.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one timer while entries it may not evict hold it over capacity; dispose clears it', async () => {
    vi.useFakeTimers();
    const sdk = createSdk({ maxEntries: 1 });
    sdk.cache.hydrate(documents(3, Date.now()));
    const unsubscribes = ['doc-0', 'doc-1', 'doc-2'].map((key) =>
      sdk.cache.subscribe(key, () => undefined),
    );
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(TRIM_INTERVAL_MS * 12);
    expect(size(sdk)).toBe(3);
    expect(vi.getTimerCount()).toBe(1);

    sdk.dispose();
    expect(vi.getTimerCount()).toBe(0);
    for (const unsubscribe of unsubscribes) unsubscribe();
    await vi.advanceTimersByTimeAsync(TRIM_INTERVAL_MS * 12);
    expect(size(sdk)).toBe(3);
    // The cache itself still works: an explicit trim evicts, and schedules nothing.
    expect(sdk.cache.trim()).toBe(2);
    sdk.cache.hydrate(documents(3, Date.now()));
    expect(vi.getTimerCount()).toBe(0);
    sdk.dispose();
  });

  it('uses injected timers: waits out the debounce, unrefs the handle, clears it on dispose', () => {
    const clock = manualClock();
    const handles: { callback: () => void; ms: number; unref: () => void }[] = [];
    const setTimeout = vi.fn((callback: () => void, ms: number) => {
      const handle = { callback, ms, unref: vi.fn() };
      handles.push(handle);
      return handle;
    });
    const clearTimeout = vi.fn();
    const sdk = createSdk({ now: clock.now, maxEntries: 1, setTimeout, clearTimeout });
    clock.advance(2_000);
    sdk.cache.hydrate(documents(3, clock.now()));
    expect(setTimeout).toHaveBeenCalledTimes(1);
    const [first] = handles;
    expect(first?.ms).toBe(TRIM_INTERVAL_MS - 2_000);
    expect(first?.unref).toHaveBeenCalledTimes(1);

    clock.advance(TRIM_INTERVAL_MS - 2_000);
    first?.callback();
    expect(size(sdk)).toBe(1);
    expect(setTimeout).toHaveBeenCalledTimes(1);

    sdk.cache.hydrate(documents(3, clock.now()));
    expect(setTimeout).toHaveBeenCalledTimes(2);
    expect(handles[1]?.ms).toBe(TRIM_INTERVAL_MS);
    sdk.dispose();
    expect(clearTimeout).toHaveBeenCalledWith(handles[1]);
    sdk.dispose();
    expect(clearTimeout).toHaveBeenCalledTimes(1);
  });

  it('accepts a browser-style numeric handle (nothing to unref)', () => {
    const clearTimeout = vi.fn();
    const sdk = createSdk({ maxEntries: 0, setTimeout: () => 7, clearTimeout });
    sdk.cache.hydrate(documents(1, Date.now()));
    sdk.dispose();
    expect(clearTimeout).toHaveBeenCalledWith(7);
  });
});
