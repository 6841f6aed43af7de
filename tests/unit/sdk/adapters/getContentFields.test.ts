import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import type { ManagedContentCollection } from '@about-site/sdk';
import { VIEW_BODY_FIELDS, readDocument } from '@about-site/sdk/documents';
import { contentFieldsCacheKey, getContentFields } from '@about-site/sdk/fields';
import type { GetContentFieldsConfig } from '@about-site/sdk/fields';
import { ORIGIN, SITE_ID, newsDocument, newsPage, sitePath } from '../../support/fixtures';
import { rejection } from '../../support/rejection';

const EXCERPTS: GetContentFieldsConfig = {
  channelOrSiteId: SITE_ID,
  contentKeys: ['MCA', 'MCB'],
  contentBodyFields: ['excerpt', 'bannerImage'],
};

describe('getContentFields', () => {
  it('sends the list call with bodies and keeps only the fields asked for', async () => {
    nock(ORIGIN)
      .get(sitePath())
      .query({ contentKeys: 'MCA,MCB', includeContentBody: 'true' })
      .reply(200, newsPage(['MCA', 'MCB']));
    const sdk = createSdk({ baseUrl: ORIGIN });
    const result = await getContentFields(sdk, EXCERPTS);
    const whole = newsDocument('MCA');
    expect(result.contents[0]).toEqual({
      ...whole,
      contentBody: {
        excerpt: whole.contentBody.excerpt,
        bannerImage: whole.contentBody.bannerImage,
      },
    });
    expect(result.currentPageUrl).toBe(sitePath());
    // The entry holds the same: the bodies are gone from the cache, and from what it hands over.
    const key = contentFieldsCacheKey(EXCERPTS);
    expect(sdk.cache.get(key)?.data).toEqual(result);
    expect(JSON.stringify(sdk.cache.dehydrate())).not.toContain('Founded in 2009.&lt;');
    expect(sdk.cache.inspect(key)?.query).toEqual({ adapter: 'getContentFields', args: EXCERPTS });
  });

  it('keeps an entry apart from the whole list and from other fields', async () => {
    nock(ORIGIN)
      .get(sitePath())
      .query({ contentKeys: 'MCA,MCB', includeContentBody: 'true' })
      .times(3)
      .reply(200, newsPage(['MCA', 'MCB']));
    const sdk = createSdk({ baseUrl: ORIGIN });
    const whole = await sdk.getContents({
      channelOrSiteId: SITE_ID,
      contentKeys: ['MCA', 'MCB'],
      includeContentBody: true,
    });
    const excerpts = await getContentFields(sdk, EXCERPTS);
    const titles = await getContentFields(sdk, { ...EXCERPTS, contentBodyFields: ['title'] });
    expect(whole.contents[0]?.contentBody).toHaveProperty('body');
    expect(excerpts.contents[0]?.contentBody).not.toHaveProperty('body');
    expect(titles.contents[0]?.contentBody).toEqual({});
    const keys = new Set([
      cacheKeys.getContents({ channelOrSiteId: SITE_ID, contentKeys: ['MCA', 'MCB'] }),
      contentFieldsCacheKey(EXCERPTS),
      contentFieldsCacheKey({ ...EXCERPTS, contentBodyFields: ['title'] }),
    ]);
    expect(keys.size).toBe(3);
  });

  it('gives the same fields in any order, repeated or not, one entry and one request', async () => {
    nock(ORIGIN)
      .get(sitePath())
      .query({ contentKeys: 'MCA,MCB', includeContentBody: 'true' })
      .once()
      .reply(200, newsPage(['MCA', 'MCB']));
    const sdk = createSdk({ baseUrl: ORIGIN });
    const reordered = { ...EXCERPTS, contentBodyFields: ['bannerImage', 'excerpt', 'excerpt'] };
    expect(contentFieldsCacheKey(reordered)).toBe(contentFieldsCacheKey(EXCERPTS));
    await getContentFields(sdk, EXCERPTS);
    await getContentFields(sdk, reordered);
    expect(sdk.cache.inspect(contentFieldsCacheKey(EXCERPTS))?.requestCount).toBe(1);
  });

  it('reads each kind of document the way readDocument reads it whole, but for its body', async () => {
    const newsKey = 'MCNEWSAAAAAAAAAAAAAAAAAAAAAA';
    const imageKey = 'MCIMAGEAAAAAAAAAAAAAAAAAAAAA';
    const news = newsDocument(newsKey);
    const picture = (url: string) => ({ url, altText: 'Racks', source: { type: 'file' } });
    const documents = [
      { ...news, contentBody: { ...news.contentBody, thumbnail: picture('/cms/media/MCT') } },
      {
        ...newsDocument(imageKey),
        contentType: { fullyQualifiedName: 'sfdc_cms__image', name: 'Image' },
        title: undefined,
        contentBody: {
          title: 'Racks at dawn',
          altText: 'Racks in a warehouse at dawn',
          'sfdc_cms:media': picture('/cms/delivery/media/MCIMAGE'),
          body: 'not read for an image',
        },
      },
    ];
    nock(ORIGIN)
      .get(sitePath())
      .query({ contentKeys: `${newsKey},${imageKey}`, includeContentBody: 'true' })
      .reply(200, { ...newsPage([]), contents: documents });
    const sdk = createSdk({ baseUrl: ORIGIN });
    const config = {
      ...EXCERPTS,
      contentKeys: [newsKey, imageKey],
      contentBodyFields: VIEW_BODY_FIELDS,
    };
    const kept = (await getContentFields(sdk, config)).contents;
    documents.forEach((document, index) => {
      const whole = readDocument(document);
      expect(whole?.body).not.toBe('');
      expect(whole?.image).not.toBeNull();
      expect(readDocument(kept[index])).toEqual({ ...whole, body: '' });
    });
  });

  it('reads again with the fields after the entry is refreshed', async () => {
    const scope = nock(ORIGIN)
      .get(sitePath())
      .query({ contentKeys: 'MCA,MCB', includeContentBody: 'true' })
      .twice()
      .reply(200, newsPage(['MCA', 'MCB']));
    const sdk = createSdk({ baseUrl: ORIGIN });
    await getContentFields(sdk, EXCERPTS);
    const key = contentFieldsCacheKey(EXCERPTS);
    await sdk.cache.refresh(key);
    expect(scope.isDone()).toBe(true);
    const refreshed = sdk.cache.get(key)?.data as ManagedContentCollection;
    expect(refreshed.contents[1]?.contentBody).toEqual({
      excerpt: 'Founded in 2009.',
      bannerImage: newsDocument('MCB').contentBody.bannerImage,
    });
  });

  it.each([
    [
      'fields that are not an array of strings',
      { ...EXCERPTS, contentBodyFields: ['excerpt', 3] },
      "The 'contentBodyFields' parameter must be an array of field names.",
    ],
    [
      'no fields',
      { channelOrSiteId: SITE_ID },
      "The 'contentBodyFields' parameter must be an array of field names.",
    ],
    [
      'includeContentBody, which the call sets itself',
      { ...EXCERPTS, includeContentBody: false },
      "The 'includeContentBody' parameter is not supported.",
    ],
    [
      'a list parameter the list call refuses',
      { ...EXCERPTS, pageSize: '5' },
      'The type entered for pageSize isn\u2019t valid. Enter the value as a number.',
    ],
    [
      'a key no call knows',
      { ...EXCERPTS, sortOrder: 'asc' },
      "The 'sortOrder' parameter is not supported.",
    ],
  ])('refuses %s with INVALID_CONFIG, naming what is wrong', async (_, config, message) => {
    const sdk = createSdk({ baseUrl: ORIGIN });
    const error = await rejection(getContentFields(sdk, config as GetContentFieldsConfig));
    expect(error.statusText).toBe('INVALID_CONFIG');
    expect(error.message).toBe(message);
    expect(error.errors[0]?.arguments).toEqual(config);
    expect(() => contentFieldsCacheKey(config as GetContentFieldsConfig)).toThrow(message);
  });

  it('refuses an object createSdk did not make', () => {
    expect(() => getContentFields({} as never, EXCERPTS)).toThrow(
      'Expected an SDK made by createSdk',
    );
  });
});
