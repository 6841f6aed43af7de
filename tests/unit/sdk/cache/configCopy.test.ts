import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import { contentFieldsCacheKey, getContentFields } from '@about-site/sdk/fields';
import { ORIGIN, SITE_ID, newsDocument, newsPage, sitePath } from '../../support/fixtures';

// A caller may reuse its config object for its next call: what the cache keeps of a call is the
// config as it was when the call was made.
describe("the caller's config, changed after the call", () => {
  it('reads the document the call named, though the request starts on the next microtask', async () => {
    nock(ORIGIN)
      .get(sitePath('MCFIRST'))
      .reply(200, newsDocument('MCFIRST', 'First'))
      .get(sitePath('MCSECOND'))
      .reply(200, newsDocument('MCSECOND', 'Second'));
    const sdk = createSdk({ baseUrl: ORIGIN, retries: 0 });
    const { signal } = new AbortController();
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: 'MCFIRST' };
    const first = sdk.getContent(config, { signal });
    config.contentKeyOrId = 'MCSECOND';
    const second = sdk.getContent(config, { signal });
    expect((await first).title).toBe('First');
    expect((await second).title).toBe('Second');
    const firstKey = cacheKeys.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: 'MCFIRST' });
    expect(sdk.cache.get(firstKey)?.data).toMatchObject({ contentKey: 'MCFIRST' });
  });

  it('reads an invalidated entry again with the config it was stored under', async () => {
    const english = { ...newsDocument('MCLANG', 'English'), language: 'en_US' };
    const french = { ...newsDocument('MCLANG', 'Français'), language: 'fr_FR' };
    nock(ORIGIN)
      .get(sitePath('MCLANG'))
      .query({ language: 'en_US' })
      .times(2)
      .reply(200, english)
      .get(sitePath('MCLANG'))
      .query({ language: 'fr_FR' })
      .reply(200, french);
    const sdk = createSdk({ baseUrl: ORIGIN, retries: 0 });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: 'MCLANG', language: 'en_US' };
    await sdk.getContent(config);
    const englishKey = cacheKeys.getContent(config);
    config.language = 'fr_FR'; // the page switches language, reusing its object
    await sdk.getContent(config);
    const unsubscribe = sdk.cache.subscribe(englishKey, () => undefined);
    await sdk.cache.invalidate(englishKey);
    unsubscribe();
    const entry = sdk.cache.get(englishKey);
    expect(entry).toMatchObject({ state: 'Fulfilled', data: { title: 'English' } });
    expect(entry?.error).toBeUndefined();
    expect(sdk.cache.inspect(englishKey)?.query?.args).toMatchObject({ language: 'en_US' });
  });

  it('keeps the body fields the call asked for, though the caller adds to its array', async () => {
    nock(ORIGIN)
      .get(sitePath())
      .query({ contentKeys: 'MCA', includeContentBody: 'true' })
      .reply(200, newsPage(['MCA']));
    const sdk = createSdk({ baseUrl: ORIGIN, retries: 0 });
    const config = {
      channelOrSiteId: SITE_ID,
      contentKeys: ['MCA'],
      contentBodyFields: ['excerpt'],
    };
    const key = contentFieldsCacheKey(config);
    const read = getContentFields(sdk, config, { signal: new AbortController().signal });
    config.contentBodyFields.push('body');
    const page = await read;
    expect(Object.keys(page.contents[0]?.contentBody ?? {})).toEqual(['excerpt']);
    expect(sdk.cache.get(key)?.data).toEqual(page);
  });
});
