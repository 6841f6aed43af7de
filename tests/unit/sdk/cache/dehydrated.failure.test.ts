import { describe, expect, it } from 'vitest';
import { cacheKeys, createSdk, type SdkErrorJson } from '@about-site/sdk';

const config = { channelOrSiteId: '0DM5f00000xKGEoGAO', contentKeyOrId: 'MC1' };
const key = cacheKeys.getContent(config);

const error: SdkErrorJson = {
  name: 'SdkError',
  message: 'Internal Server Error',
  ok: false,
  status: 500,
  statusText: 'Internal Server Error',
  errors: [{ message: 'boom', type: 'UNKNOWN_EXCEPTION', arguments: {} }],
  errorType: 'fetchResponse',
};

describe('hydrating a failed read', () => {
  it('gives the same entry the server had: loaded, no data, the error; any later answer wins', async () => {
    const fetch = () => Promise.resolve(Response.json({ contentKey: 'MC1' }));
    const sdk = createSdk({ now: () => 1_000, fetch });
    sdk.cache.hydrate({
      version: 1,
      entries: [{ key, state: 'Unfulfilled', error, startedAt: 5_000, writtenAt: 5_000, ttl: 0 }],
    });
    expect(sdk.cache.get(key)).toEqual({
      state: 'Unfulfilled',
      loading: false,
      loaded: true,
      data: undefined,
      error,
    });
    expect(sdk.cache.dehydrate().entries).toEqual([
      { key, state: 'Unfulfilled', error, startedAt: 1_000, writtenAt: 1_000, ttl: 0 },
    ]);
    // The server's clock ran ahead of this one; the retry's answer is still stored.
    await sdk.getContent(config);
    expect(sdk.cache.get(key)?.state).toBe('Fulfilled');
  });

  it('never wipes data the cache already holds: a failure stores no response', async () => {
    let now = 1_000;
    const fetch = () => Promise.resolve(Response.json({ contentKey: 'MC1', title: 'held' }));
    const sdk = createSdk({ now: () => now, fetch });
    await sdk.getContent(config);
    now = 2_000;
    sdk.cache.hydrate({
      version: 1,
      entries: [{ key, state: 'Unfulfilled', error, startedAt: 5_000, writtenAt: 5_000, ttl: 0 }],
    });
    expect(sdk.cache.get(key)).toMatchObject({
      state: 'Fulfilled',
      data: { title: 'held' },
      error: undefined,
    });
  });
});
