import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import type { ManagedContentDocument } from '@about-site/sdk';
import {
  NOT_FOUND_BODY,
  ORIGIN,
  SITE_ID,
  flush,
  heldReply,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../support/fixtures';

function setup() {
  const key = uniqueContentKey();
  const sdk = createSdk({ baseUrl: ORIGIN });
  const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
  return { key, sdk, config, entryKey: cacheKeys.getContent(config) };
}

describe('a response that started earlier', () => {
  it('never overwrites data from a request that started later', async () => {
    const { key, sdk, config, entryKey } = setup();
    const older = heldReply();
    const newer = heldReply();
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(() => older.hold([200, newsDocument(key, 'older')]));
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(() => newer.hold([200, newsDocument(key, 'newer')]));

    const slow = sdk.getContent(config);
    await older.reached;
    const fast = sdk.getContent(config, { cachePolicy: 'no-cache' });
    await newer.reached;
    newer.open();
    expect((await fast).title).toBe('newer');
    expect(sdk.cache.get(entryKey)?.loading).toBe(true);
    older.open();
    // The earlier caller gets the newest data, and the entry keeps it.
    expect((await slow).title).toBe('newer');
    expect(sdk.cache.get<ManagedContentDocument>(entryKey)).toMatchObject({
      state: 'Fulfilled',
      loading: false,
      data: { title: 'newer' },
    });
  });

  it('in order, the later response is the one kept', async () => {
    const { key, sdk, config, entryKey } = setup();
    const first = heldReply();
    const second = heldReply();
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(() => first.hold([200, newsDocument(key, 'first')]));
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(() => second.hold([200, newsDocument(key, 'second')]));
    const a = sdk.getContent(config);
    await first.reached;
    const b = sdk.getContent(config, { cachePolicy: 'no-cache' });
    await second.reached;
    first.open();
    expect((await a).title).toBe('first');
    second.open();
    expect((await b).title).toBe('second');
    expect(sdk.cache.get<ManagedContentDocument>(entryKey)?.data?.title).toBe('second');
  });

  it('an older 404 does not replace newer data', async () => {
    const { key, sdk, config, entryKey } = setup();
    const older = heldReply();
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(() => older.hold([404, NOT_FOUND_BODY]));
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'newer'));
    const slow = sdk.getContent(config).catch((error: unknown) => error);
    await older.reached;
    await sdk.getContent(config, { cachePolicy: 'no-cache' });
    older.open();
    await slow;
    await flush();
    expect(sdk.cache.get(entryKey)).toMatchObject({ state: 'Fulfilled', data: { title: 'newer' } });
  });
});
