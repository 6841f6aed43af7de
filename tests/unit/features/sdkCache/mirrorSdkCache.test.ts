import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { cacheKeys, createSdk, type SdkOptions } from '@about-site/sdk';
import type { SdkCacheState } from '../../../../app/features/sdkCache';
import { API_ORIGIN, SITE_ID } from '../../../support/testStore';

const ITEM = `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents`;
const KEY = 'MCMN3SAVUSPRTE43BWFVONBGCJ56';
const OTHER = 'MCMYNU75OJHKPCYUL5JLPLMUTTSJ';
const keyOf = (contentKeyOrId: string) =>
  cacheKeys.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId });
const read = (sdk: ReturnType<typeof createSdk>, contentKeyOrId: string) =>
  sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId });

// The mirror injects its slice into the app's root reducer, a module singleton: each test
// imports fresh modules, so each starts from a store that has never seen the mirror.
async function load() {
  vi.resetModules();
  const { makeStore } = await import('../../../../app/store');
  const { mirrorSdkCache } = await import('../../../../app/features/sdkCache');
  const store = makeStore();
  const mirrored = () => (store.getState() as { sdkCache?: SdkCacheState }).sdkCache;
  return { store, mirrorSdkCache, mirrored };
}

function makeSdk(options: SdkOptions = {}) {
  // No background trim timer: the tests trim by hand.
  return createSdk({
    baseUrl: API_ORIGIN,
    setTimeout: () => undefined,
    clearTimeout: () => undefined,
    ...options,
  });
}

describe('SDK cache mirror', () => {
  it('injects its slice into the store, which holds UI state only before', async () => {
    const { store, mirrorSdkCache, mirrored } = await load();
    expect(mirrored()).toBeUndefined();
    const uiState = store.getState();
    mirrorSdkCache(makeSdk(), store);
    expect(mirrored()).toEqual({});
    expect(store.getState()).toMatchObject(uiState);
  });

  it('copies the entries the cache already holds when it starts', async () => {
    nock(API_ORIGIN).get(`${ITEM}/${KEY}`).reply(200, { contentKey: KEY, title: 'Aisle' });
    const sdk = makeSdk();
    await read(sdk, KEY);
    const { store, mirrorSdkCache, mirrored } = await load();
    mirrorSdkCache(sdk, store);
    expect(mirrored()).toEqual(sdk.cache.entries());
    expect(mirrored()?.[keyOf(KEY)]).toMatchObject({
      state: 'Fulfilled',
      data: { contentKey: KEY, title: 'Aisle' },
    });
  });

  it('follows every change as the cache makes it, JSON-safe', async () => {
    nock(API_ORIGIN)
      .get(`${ITEM}/${KEY}`)
      .reply(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
    const sdk = makeSdk();
    const { store, mirrorSdkCache, mirrored } = await load();
    mirrorSdkCache(sdk, store);
    const pending = read(sdk, KEY);
    expect(mirrored()?.[keyOf(KEY)]).toMatchObject({ state: 'Pending', loading: true });
    await expect(pending).rejects.toThrow();
    expect(Object.keys(mirrored() ?? {})).toEqual([keyOf(KEY)]);
    expect(mirrored()?.[keyOf(KEY)]).toMatchObject({
      state: 'Error',
      loading: false,
      error: { status: 404 },
    });
    expect(mirrored()?.[keyOf(KEY)]).toEqual(sdk.cache.get(keyOf(KEY)));
    expect(JSON.parse(JSON.stringify(mirrored()))).toEqual(mirrored());
  });

  it('drops an entry the cache evicts', async () => {
    let now = 1_000_000;
    const sdk = makeSdk({ now: () => now, ttlMs: 10 });
    nock(API_ORIGIN).get(`${ITEM}/${KEY}`).reply(200, { contentKey: KEY, title: 'Aisle' });
    nock(API_ORIGIN).get(`${ITEM}/${OTHER}`).reply(200, { contentKey: OTHER, title: 'Other' });
    const { store, mirrorSdkCache, mirrored } = await load();
    mirrorSdkCache(sdk, store);
    await read(sdk, KEY);
    await read(sdk, OTHER);
    expect(Object.keys(mirrored() ?? {}).sort()).toEqual([keyOf(KEY), keyOf(OTHER)].sort());
    // OTHER stays: someone is subscribed to it.
    const unsubscribe = sdk.cache.subscribe(keyOf(OTHER), () => undefined);
    now += 10_000;
    expect(sdk.cache.trim()).toBe(1);
    expect(Object.keys(mirrored() ?? {})).toEqual([keyOf(OTHER)]);
    unsubscribe();
  });

  it('stops following the cache when unsubscribed', async () => {
    nock(API_ORIGIN).get(`${ITEM}/${KEY}`).reply(200, { contentKey: KEY, title: 'Aisle' });
    nock(API_ORIGIN).get(`${ITEM}/${OTHER}`).reply(200, { contentKey: OTHER, title: 'Other' });
    const sdk = makeSdk();
    const { store, mirrorSdkCache, mirrored } = await load();
    const stop = mirrorSdkCache(sdk, store);
    await read(sdk, KEY);
    stop();
    await read(sdk, OTHER);
    expect(Object.keys(mirrored() ?? {})).toEqual([keyOf(KEY)]);
  });
});
