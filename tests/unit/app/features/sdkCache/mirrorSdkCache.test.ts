import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createListenerMiddleware, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { cacheKeys, createSdk, type CacheInspection, type Sdk } from '@about-site/sdk';
import { handleSdkCacheCommands } from '../../../../../app/features/sdkCache/sdkCacheCommands';
import { mirrorSdkCache } from '../../../../../app/features/sdkCache/mirrorSdkCache';
import { sdkCacheSlice } from '../../../../../app/features/sdkCache/sdkCacheSlice';
import {
  invalidateRequested,
  refreshRequested,
} from '../../../../../app/features/sdkCache/sdkCacheSlice';
import { makePageStore } from '../../../../../app/pageStore';
import { rootReducer } from '../../../../../app/state/store';
import { API_ORIGIN, SITE_ID } from '../../../../support/testStore';

const ITEM = `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents`;
const KEY = 'MCMN3SAVUSPRTE43BWFVONBGCJ56';
const OTHER = 'MCMYNU75OJHKPCYUL5JLPLMUTTSJ';
const TTL = 300_000;
const START = Date.UTC(2026, 10, 27, 9, 0, 0);
const REFRESH = { reqheaders: { 'cache-control': 'max-age=0' } };

const configOf = (contentKeyOrId: string) => ({ channelOrSiteId: SITE_ID, contentKeyOrId });
const keyOf = (contentKeyOrId: string) => cacheKeys.getContent(configOf(contentKeyOrId));
const read = (sdk: Sdk, contentKeyOrId: string) => sdk.getContent(configOf(contentKeyOrId));
const document = (contentKey: string, title: string) => ({ contentKey, title });

afterEach(() => {
  vi.useRealTimers();
});

/** A clock the test moves (Date and timers); requests still answer (nock needs no timer). */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: START });
}

function makeSdk(): Sdk {
  return createSdk({ baseUrl: API_ORIGIN, ttlMs: TTL, retries: 0 });
}

/** The app's store with the mirror's slice and listener, recording every action type. */
function mirroredStore() {
  const types: string[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    types.push((action as UnknownAction).type);
    return next(action);
  };
  const commands = createListenerMiddleware();
  sdkCacheSlice.injectInto(rootReducer);
  const store = makePageStore(undefined, {
    name: 'Quayline',
    // The listener runs the commands; the recorder sees what the mirror and they dispatch.
    middleware: ((api) => (next) => recorder(api)(commands.middleware(api)(next))) as Middleware,
    uncheckedPaths: [sdkCacheSlice.reducerPath],
  });
  const mirrored = () =>
    (store.getState() as { sdkCache?: ReturnType<typeof sdkCacheSlice.reducer> }).sdkCache ?? {};
  const sdkCacheTypes = () => types.filter((type) => type.startsWith('sdkCache/'));
  return { store, commands, mirrored, sdkCacheTypes };
}

/** A server render's SDK that read KEY and OTHER; the islands read only KEY. */
async function serverRender() {
  nock(API_ORIGIN).get(`${ITEM}/${KEY}`).reply(200, document(KEY, 'Aisle'));
  nock(API_ORIGIN).get(`${ITEM}/${OTHER}`).reply(200, document(OTHER, 'Other'));
  const server = makeSdk();
  await read(server, KEY);
  await read(server, OTHER);
  const serverReads = JSON.parse(JSON.stringify(server.cache.inspectAll())) as CacheInspection[];
  const cache = server.cache.dehydrate();
  const islandsState = { ...cache, entries: cache.entries.filter((e) => e.key === keyOf(KEY)) };
  server.dispose();
  return { serverReads, islandsState };
}

describe('SDK cache mirror', () => {
  it('shows every entry the server read at the start, in one hydrated action', async () => {
    fakeClock();
    const { serverReads, islandsState } = await serverRender();
    const sdk = makeSdk();
    sdk.cache.hydrate(islandsState);
    const { store, mirrored, sdkCacheTypes } = mirroredStore();
    mirrorSdkCache(sdk, store, serverReads);
    expect(sdkCacheTypes()).toEqual(['sdkCache/hydrated']);
    expect(mirrored()[keyOf(KEY)]).toEqual({
      key: keyOf(KEY),
      state: 'Fulfilled',
      loading: false,
      loaded: true,
      data: document(KEY, 'Aisle'),
      error: undefined,
      // The browser's SDK has not read it: the server's query is how it is read again.
      query: { adapter: 'getContent', args: configOf(KEY) },
      fetchedAt: START,
      staleAt: START + TTL,
      requestCount: 0,
      readOnServer: true,
      inBrowserCache: true,
    });
    expect(mirrored()[keyOf(OTHER)]).toMatchObject({
      state: 'Fulfilled',
      data: document(OTHER, 'Other'),
      query: { adapter: 'getContent', args: configOf(OTHER) },
      requestCount: 0,
      readOnServer: true,
      inBrowserCache: false,
    });
    expect(JSON.parse(JSON.stringify(mirrored()))).toEqual(mirrored());
  });

  it('names each action for what happened to the entry', async () => {
    const sdk = makeSdk();
    const { store, mirrored, sdkCacheTypes } = mirroredStore();
    mirrorSdkCache(sdk, store);
    nock(API_ORIGIN).get(`${ITEM}/${KEY}`).reply(200, document(KEY, 'Aisle'));
    const pending = read(sdk, KEY);
    expect(mirrored()[keyOf(KEY)]).toMatchObject({ state: 'Pending', loading: true });
    await pending;
    nock(API_ORIGIN, REFRESH).get(`${ITEM}/${KEY}`).reply(200, document(KEY, 'Aisle, again'));
    await sdk.cache.refresh(keyOf(KEY));
    nock(API_ORIGIN)
      .get(`${ITEM}/${OTHER}`)
      .reply(500, [{ errorCode: 'X', message: 'boom' }]);
    await expect(read(sdk, OTHER)).rejects.toThrow();
    await sdk.cache.invalidate(keyOf(KEY));
    sdk.cache.remove(keyOf(KEY));
    expect(sdkCacheTypes()).toEqual([
      'sdkCache/hydrated',
      'sdkCache/requested',
      'sdkCache/fulfilled',
      'sdkCache/requested',
      'sdkCache/refreshed',
      'sdkCache/requested',
      'sdkCache/failed',
      'sdkCache/invalidated',
      'sdkCache/removed',
    ]);
    expect(Object.keys(mirrored())).toEqual([keyOf(OTHER)]);
    expect(mirrored()[keyOf(OTHER)]).toMatchObject({
      state: 'Unfulfilled',
      error: { status: 500 },
      requestCount: 1,
      readOnServer: false,
    });
  });

  it('turns an entry Stale when its time to live passes, before anything reads it', async () => {
    fakeClock();
    const sdk = makeSdk();
    const { store, mirrored, sdkCacheTypes } = mirroredStore();
    mirrorSdkCache(sdk, store);
    nock(API_ORIGIN).get(`${ITEM}/${KEY}`).reply(200, document(KEY, 'Aisle'));
    await read(sdk, KEY);
    expect(mirrored()[keyOf(KEY)]).toMatchObject({ state: 'Fulfilled', staleAt: START + TTL });
    vi.advanceTimersByTime(TTL);
    expect(mirrored()[keyOf(KEY)]?.state).toBe('Fulfilled');
    vi.advanceTimersByTime(1);
    expect(mirrored()[keyOf(KEY)]?.state).toBe('Stale');
    expect(sdkCacheTypes().at(-1)).toBe('sdkCache/wentStale');
    // The SDK itself notices at the next read: the mirror has told it already.
    expect(sdk.cache.get(keyOf(KEY))?.state).toBe('Stale');
    await Promise.resolve();
    expect(sdkCacheTypes().filter((type) => type === 'sdkCache/wentStale')).toHaveLength(1);
  });

  it('turns a server read the browser never got Stale on time too, and a refresh restarts the wait', async () => {
    fakeClock();
    const { serverReads, islandsState } = await serverRender();
    const sdk = makeSdk();
    sdk.cache.hydrate(islandsState);
    const { store, mirrored } = mirroredStore();
    mirrorSdkCache(sdk, store, serverReads);
    vi.advanceTimersByTime(60_000);
    nock(API_ORIGIN, REFRESH).get(`${ITEM}/${KEY}`).reply(200, document(KEY, 'Aisle, again'));
    await sdk.getContent(configOf(KEY), { cachePolicy: 'no-cache' });
    vi.advanceTimersByTime(TTL - 60_000 + 1);
    expect(mirrored()[keyOf(OTHER)]?.state).toBe('Stale');
    expect(mirrored()[keyOf(KEY)]).toMatchObject({
      state: 'Fulfilled',
      staleAt: START + 60_000 + TTL,
    });
    vi.advanceTimersByTime(60_000);
    expect(mirrored()[keyOf(KEY)]?.state).toBe('Stale');
  });

  it('stops following the cache and its timers when stopped', async () => {
    fakeClock();
    const sdk = makeSdk();
    const { store, mirrored } = mirroredStore();
    const stop = mirrorSdkCache(sdk, store);
    nock(API_ORIGIN).get(`${ITEM}/${KEY}`).reply(200, document(KEY, 'Aisle'));
    nock(API_ORIGIN).get(`${ITEM}/${OTHER}`).reply(200, document(OTHER, 'Other'));
    await read(sdk, KEY);
    stop();
    await read(sdk, OTHER);
    vi.advanceTimersByTime(TTL + 1);
    expect(Object.keys(mirrored())).toEqual([keyOf(KEY)]);
    expect(mirrored()[keyOf(KEY)]?.state).toBe('Fulfilled');
  });
});

describe('DevTools commands', () => {
  async function hydratedPage() {
    const { serverReads, islandsState } = await serverRender();
    const sdk = makeSdk();
    sdk.cache.hydrate(islandsState);
    const { store, commands, mirrored, sdkCacheTypes } = mirroredStore();
    handleSdkCacheCommands(commands, sdk, serverReads);
    mirrorSdkCache(sdk, store, serverReads);
    // A component showing KEY, as an island's does.
    const shown: unknown[] = [];
    sdk.cache.subscribe(keyOf(KEY), (entry) => shown.push(entry?.data));
    return { sdk, store, mirrored, sdkCacheTypes, shown };
  }

  it('refreshes a hydrated entry by the server query: a request, and the page follows', async () => {
    const { store, mirrored, sdkCacheTypes, shown } = await hydratedPage();
    nock(API_ORIGIN, REFRESH).get(`${ITEM}/${KEY}`).reply(200, document(KEY, 'Aisle, again'));
    store.dispatch(refreshRequested({ key: keyOf(KEY) }));
    await vi.waitFor(() => {
      expect(mirrored()[keyOf(KEY)]?.data).toEqual(document(KEY, 'Aisle, again'));
    });
    expect(shown.at(-1)).toEqual(document(KEY, 'Aisle, again'));
    expect(mirrored()[keyOf(KEY)]).toMatchObject({ requestCount: 1, readOnServer: true });
    expect(sdkCacheTypes().slice(1)).toEqual([
      'sdkCache/refreshRequested',
      'sdkCache/requested',
      'sdkCache/refreshed',
    ]);
  });

  it('reads into the browser an entry only the server read', async () => {
    const { store, mirrored } = await hydratedPage();
    nock(API_ORIGIN, REFRESH).get(`${ITEM}/${OTHER}`).reply(200, document(OTHER, 'Other, again'));
    store.dispatch(refreshRequested({ key: keyOf(OTHER) }));
    await vi.waitFor(() => {
      expect(mirrored()[keyOf(OTHER)]).toMatchObject({
        data: document(OTHER, 'Other, again'),
        inBrowserCache: true,
      });
    });
  });

  it('invalidates a hydrated entry: it turns Stale and the page reads it again', async () => {
    const { store, mirrored, sdkCacheTypes, shown } = await hydratedPage();
    nock(API_ORIGIN, REFRESH).get(`${ITEM}/${KEY}`).reply(200, document(KEY, 'Aisle, again'));
    store.dispatch(invalidateRequested({ key: keyOf(KEY) }));
    await vi.waitFor(() => {
      expect(shown.at(-1)).toEqual(document(KEY, 'Aisle, again'));
    });
    expect(mirrored()[keyOf(KEY)]?.state).toBe('Fulfilled');
    expect(sdkCacheTypes().slice(1)).toEqual([
      'sdkCache/invalidateRequested',
      'sdkCache/invalidated',
      'sdkCache/requested',
      'sdkCache/refreshed',
    ]);
  });

  it('reports a command it cannot carry out', async () => {
    const { store, sdkCacheTypes } = await hydratedPage();
    store.dispatch(invalidateRequested({ key: 'cms::content:nothing' }));
    store.dispatch(refreshRequested({ key: 'cms::content:nothing' }));
    await vi.waitFor(() => {
      expect(sdkCacheTypes().filter((type) => type === 'sdkCache/commandFailed')).toHaveLength(2);
    });
  });
});
