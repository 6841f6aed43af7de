import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import type { GetContentsConfig } from '@about-site/sdk';
import {
  CHANNEL_ID,
  ORIGIN,
  SITE_ID,
  channelPath,
  newsPage,
  sitePath,
} from '../../support/fixtures';
import { rejection } from '../../support/rejection';

const INVALID_TYPE = (key: string, type: string, article = 'a') =>
  `The type entered for ${key} isn\u2019t valid. Enter the value as ${article} ${type}.`;

describe('getContents', () => {
  it('reads a page by site id with every parameter sent the platform way', async () => {
    nock(ORIGIN)
      .get(sitePath())
      .query({
        contentKeys: 'MCA,MCB',
        managedContentIds: '20Y1',
        contentTypeFQN: 'sfdc_cms__news',
        page: '0',
        pageSize: '25',
        referenceDepth: '1',
        includeContentBody: 'true',
      })
      .reply(200, newsPage(['MCA', 'MCB']));
    const sdk = createSdk({ baseUrl: ORIGIN });
    const result = await sdk.getContents({
      channelOrSiteId: SITE_ID,
      contentKeys: ['MCA', 'MCB'],
      managedContentIds: ['20Y1'],
      contentTypeFQN: 'sfdc_cms__news',
      page: 0,
      pageSize: 25,
      referenceDepth: 1,
      includeContentBody: true,
    });
    expect(result.contents.map((document) => document.contentKey)).toEqual(['MCA', 'MCB']);
  });

  it('reads by channel id from the channel path', async () => {
    nock(ORIGIN).get(channelPath()).reply(200, newsPage([]));
    const sdk = createSdk({ baseUrl: ORIGIN });
    expect((await sdk.getContents({ channelOrSiteId: CHANNEL_ID })).contents).toEqual([]);
  });

  it('drops empty arrays, non-integers, null and undefined; sends the language', async () => {
    nock(ORIGIN)
      .get(sitePath())
      .query({ pageSize: '5', language: 'en_US' })
      .reply(200, newsPage([]));
    const sdk = createSdk({ baseUrl: ORIGIN });
    const config: GetContentsConfig = {
      channelOrSiteId: SITE_ID,
      contentKeys: [],
      managedContentIds: [''],
      page: 1.5,
      referenceDepth: Number.NaN,
      pageSize: 5,
      contentTypeFQN: null,
      includeContentBody: undefined,
      language: 'en_US',
    };
    await sdk.getContents(config);
  });

  it('gives equal configs one cache key, whatever their key order', async () => {
    nock(ORIGIN)
      .get(sitePath())
      .query({ contentKeys: 'MCA', includeContentBody: 'true' })
      .reply(200, newsPage(['MCA']));
    const sdk = createSdk({ baseUrl: ORIGIN });
    const first = await sdk.getContents({
      includeContentBody: true,
      contentKeys: ['MCA'],
      channelOrSiteId: SITE_ID,
    });
    const again = await sdk.getContents({
      channelOrSiteId: SITE_ID,
      contentKeys: ['MCA'],
      includeContentBody: true,
    });
    expect(again).toBe(first);
    const key = cacheKeys.getContents({
      channelOrSiteId: SITE_ID,
      contentKeys: ['MCA'],
      includeContentBody: true,
    });
    expect(sdk.cache.get(key)?.state).toBe('Fulfilled');
  });

  describe('invalid config: status 400, INVALID_CONFIG, the platform message, no request', () => {
    const cases: [string, unknown, string][] = [
      ['options missing', undefined, 'Enter input parameters to execute the request.'],
      ['options an array', [SITE_ID], 'Enter input parameters to execute the request.'],
      ['channel missing', {}, 'Enter a value for channelOrSiteId.'],
      ['channel blank', { channelOrSiteId: '' }, 'Enter a value for channelOrSiteId.'],
      [
        'channel prefix',
        { channelOrSiteId: '005xx0000001' },
        'Enter a valid prefix for channelOrSiteId.',
      ],
      [
        'channel prefix on the encoded id',
        { channelOrSiteId: '%0DM5e000000AbCd' },
        'Enter a valid prefix for channelOrSiteId.',
      ],
      [
        'contentKeys',
        { channelOrSiteId: SITE_ID, contentKeys: 'MCA' },
        INVALID_TYPE('contentKeys', 'array', 'an'),
      ],
      [
        'managedContentIds',
        { channelOrSiteId: SITE_ID, managedContentIds: '20Y' },
        INVALID_TYPE('managedContentIds', 'array', 'an'),
      ],
      [
        'contentTypeFQN',
        { channelOrSiteId: SITE_ID, contentTypeFQN: 1 },
        INVALID_TYPE('contentTypeFQN', 'string'),
      ],
      ['page', { channelOrSiteId: SITE_ID, page: '1' }, INVALID_TYPE('page', 'number')],
      [
        'pageSize',
        { channelOrSiteId: SITE_ID, pageSize: '25' },
        INVALID_TYPE('pageSize', 'number'),
      ],
      [
        'referenceDepth',
        { channelOrSiteId: SITE_ID, referenceDepth: true },
        INVALID_TYPE('referenceDepth', 'number'),
      ],
      [
        'includeContentBody',
        { channelOrSiteId: SITE_ID, includeContentBody: 'true' },
        INVALID_TYPE('includeContentBody', 'boolean'),
      ],
      [
        'the first wrong parameter in the platform order',
        { channelOrSiteId: SITE_ID, includeContentBody: 1, page: 'x', contentKeys: 'MCA' },
        INVALID_TYPE('contentKeys', 'array', 'an'),
      ],
    ];
    it.each(cases)('%s', async (_, config, message) => {
      const sdk = createSdk({ baseUrl: ORIGIN });
      const error = await rejection(sdk.getContents(config as GetContentsConfig));
      expect(error.status).toBe(400);
      expect(error.statusText).toBe('INVALID_CONFIG');
      expect(error.message).toBe(message);
      expect(sdk.cache.entries()).toEqual({});
    });

    it('uses the U+2019 apostrophe', async () => {
      const sdk = createSdk({ baseUrl: ORIGIN });
      const error = await rejection(
        sdk.getContents({ channelOrSiteId: SITE_ID, page: '2' } as never),
      );
      expect(error.message).toContain('isn\u2019t');
      expect(error.message).not.toContain("isn't");
    });

    it('cacheKeys.getContents throws the same error', () => {
      expect(() => cacheKeys.getContents({ channelOrSiteId: '' })).toThrow(
        'Enter a value for channelOrSiteId.',
      );
    });
  });
});
