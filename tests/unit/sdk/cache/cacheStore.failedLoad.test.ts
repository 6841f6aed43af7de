import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import { ORIGIN, SITE_ID, newsDocument, sitePath, uniqueContentKey } from '../../support/fixtures';
import { rejection } from '../../support/rejection';

describe('a failed first load', () => {
  it('leaves the entry loaded, with the error and no data, and the next read retries', async () => {
    const key = uniqueContentKey();
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    const entryKey = cacheKeys.getContent(config);
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'boom' }])
      .get(sitePath(key))
      .reply(200, newsDocument(key));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const listener = vi.fn();
    sdk.cache.subscribe(entryKey, listener);

    const error = await rejection(sdk.getContent(config));
    expect(error.status).toBe(500);
    const failed = {
      state: 'Unfulfilled',
      loading: false,
      loaded: true,
      data: undefined,
      error: error.toJSON(),
    };
    expect(sdk.cache.get(entryKey)).toEqual(failed);
    expect(listener).toHaveBeenLastCalledWith(failed);
    // A server render hands the failure over, so the browser shows the same fallback...
    expect(sdk.cache.dehydrate().entries).toEqual([
      expect.objectContaining({ key: entryKey, state: 'Unfulfilled', error: failed.error }),
    ]);
    // ...but it is not cached (only 404s are): the next read goes to the network.

    await sdk.getContent(config);
    expect(sdk.cache.get(entryKey)).toEqual({
      state: 'Fulfilled',
      loading: false,
      loaded: true,
      data: newsDocument(key),
      error: undefined,
    });
  });
});
