import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { mirrorSdkCache, selectCacheEntry } from '../../../../app/features/sdkCache';
import { API_ORIGIN, makeTestStore, SITE_ID } from '../../../support/testStore';

const KEY = 'MCMN3SAVUSPRTE43BWFVONBGCJ56';
const OTHER = 'MCMYNU75OJHKPCYUL5JLPLMUTTSJ';

describe('SDK cache mirror', () => {
  it('copies entries into the store as they change, JSON-safe, and stops on unsubscribe', async () => {
    nock(API_ORIGIN)
      .get(`/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents/${KEY}`)
      .reply(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
    const { store, sdk } = makeTestStore();
    const stop = mirrorSdkCache(sdk, store.dispatch);
    await expect(
      sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: KEY }),
    ).rejects.toThrow();
    const entries = Object.values(store.getState().sdkCache);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ state: 'Error', loading: false, error: { status: 404 } });
    expect(JSON.parse(JSON.stringify(store.getState().sdkCache))).toEqual(
      store.getState().sdkCache,
    );
    const key = Object.keys(store.getState().sdkCache)[0] ?? '';
    expect(selectCacheEntry(store.getState(), key)).toBe(entries[0]);
    stop();
    nock(API_ORIGIN)
      .get(`/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents/${OTHER}`)
      .reply(200, { contentKey: OTHER, title: 'Other' });
    await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: OTHER });
    expect(Object.keys(store.getState().sdkCache)).toEqual([key]);
  });
});
