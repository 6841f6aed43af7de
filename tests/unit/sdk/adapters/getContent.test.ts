import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import type { GetContentConfig } from '@about-site/sdk';
import {
  CHANNEL_ID,
  NOT_FOUND_BODY,
  ORIGIN,
  SITE_ID,
  channelPath,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../support/fixtures';
import { rejection } from '../../support/rejection';

describe('getContent', () => {
  it('reads a document by site id from the site path', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const document = await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key });
    expect(document).toEqual(newsDocument(key));
  });

  it('reads a document by channel id from the channel path', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(channelPath(key)).reply(200, newsDocument(key));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const document = await sdk.getContent({ channelOrSiteId: CHANNEL_ID, contentKeyOrId: key });
    expect(document.contentKey).toBe(key);
  });

  it('prefixes the site base path and encodes the key', async () => {
    nock(ORIGIN)
      .get(`/about-site/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents/a%2Fb`)
      .reply(200, newsDocument('a/b'));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, basePath: '/about-site' });
    const document = await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: 'a/b' });
    expect(document.contentKey).toBe('a/b');
  });

  it('rethrows a failed fetch with the response status text', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(500, [{ errorCode: 'UNKNOWN', message: 'boom' }]);
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const error = await rejection(
      sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key }),
    );
    expect(error.message).toBe('Internal Server Error');
    expect(error.errors[0]).toEqual({ message: 'boom', type: 'UNKNOWN', arguments: {} });
  });

  it('stores under the key cacheKeys.getContent gives', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).reply(404, NOT_FOUND_BODY);
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    await rejection(sdk.getContent(config));
    expect(sdk.cache.get(cacheKeys.getContent(config))?.state).toBe('Error');
  });

  describe('invalid config: status 400, INVALID_CONFIG, the platform message, no request', () => {
    const cases: [string, unknown, string][] = [
      [
        'options missing',
        undefined,
        'Options are required to successfully be able to execute this request.',
      ],
      [
        'options null',
        null,
        'Options are required to successfully be able to execute this request.',
      ],
      [
        'options an array',
        [],
        'Options are required to successfully be able to execute this request.',
      ],
      [
        'options a string',
        'MC1',
        'Options are required to successfully be able to execute this request.',
      ],
      [
        'channelOrSiteId missing',
        { contentKeyOrId: 'MC1' },
        "The 'channelOrSiteId' parameter is required to successfully execute this request.",
      ],
      [
        'channelOrSiteId blank (checked before contentKeyOrId)',
        { channelOrSiteId: '  ', contentKeyOrId: '' },
        "The 'channelOrSiteId' parameter is required to successfully execute this request.",
      ],
      [
        'contentKeyOrId blank',
        { channelOrSiteId: SITE_ID, contentKeyOrId: ' ' },
        "The 'contentKeyOrId' parameter is required to successfully execute this request.",
      ],
      [
        'contentKeyOrId not a string',
        { channelOrSiteId: SITE_ID, contentKeyOrId: 12 },
        "The 'contentKeyOrId' parameter is required to successfully execute this request.",
      ],
      [
        'prefix neither 0DM nor 0ap',
        { channelOrSiteId: '0DB5e000000QwErGAA', contentKeyOrId: 'MC1' },
        "The 'channelOrSiteId' parameter is invalid",
      ],
      [
        'prefix checked on the URL-encoded id',
        { channelOrSiteId: ' 0DM5e000000AbCdGAA', contentKeyOrId: 'MC1' },
        "The 'channelOrSiteId' parameter is invalid",
      ],
    ];
    it.each(cases)('%s', async (_, config, message) => {
      const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
      const error = await rejection(sdk.getContent(config as GetContentConfig));
      expect(error.status).toBe(400);
      expect(error.statusText).toBe('INVALID_CONFIG');
      expect(error.message).toBe(message);
      expect(error.url).toBeUndefined();
      expect(error.errors[0]?.type).toBe('INVALID_CONFIG');
      expect(sdk.cache.entries()).toEqual({});
      // Its key cannot be named either: the same error.
      expect(() => cacheKeys.getContent(config as GetContentConfig)).toThrow(message);
    });
  });
});
