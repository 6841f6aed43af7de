import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { SEO_TTL_MS, cacheKeys, createSdk } from '@about-site/sdk';
import type { SeoProperties } from '@about-site/sdk';
import {
  getSeoProperties,
  seoPropertiesCacheKey,
  type GetSeoPropertiesConfig,
} from '@about-site/sdk/seo';
import { COMMUNITY_ID, ORIGIN, manualClock } from '../../support/fixtures';
import { rejection } from '../../support/rejection';

const PATH = `/services/data/v64.0/connect/communities/${COMMUNITY_ID}/seo/properties`;

function seo(recordId: string): SeoProperties {
  return {
    recordId,
    recordName: 'About us',
    objectName: 'Page',
    fields: { Name: 'About us' },
    hrefLangUrls: { en_US: 'https://acme.example/about' },
    canonicalUrl: 'https://acme.example/about',
    isSeoIndexed: true,
  };
}

describe('getSeoProperties', () => {
  it('reads the properties with fields comma-joined', async () => {
    nock(ORIGIN).get(`${PATH}/about`).query({ fields: 'Name,Title' }).reply(200, seo('about'));
    const sdk = createSdk({ baseUrl: ORIGIN });
    const result = await getSeoProperties(sdk, {
      apiVersion: 'v64.0',
      communityId: COMMUNITY_ID,
      recordId: 'about',
      fields: ['Name', 'Title'],
    });
    expect(result.recordName).toBe('About us');
  });

  it('sends no fields parameter when there are none, and takes the API version from the call', async () => {
    nock(ORIGIN)
      .get(`/services/data/v62.0/connect/communities/${COMMUNITY_ID}/seo/properties/rec1`)
      .query({})
      .reply(200, seo('rec1'))
      .get(`${PATH}/rec2`)
      .query({})
      .reply(200, seo('rec2'));
    const sdk = createSdk({ baseUrl: ORIGIN });
    await getSeoProperties(sdk, {
      apiVersion: 'v62.0',
      communityId: COMMUNITY_ID,
      recordId: 'rec1',
    });
    await getSeoProperties(sdk, {
      apiVersion: 'v64.0',
      communityId: COMMUNITY_ID,
      recordId: 'rec2',
      fields: [],
    });
  });

  it('caches for one hour, keyed by sorted fields', async () => {
    const clock = manualClock();
    nock(ORIGIN)
      .get(`${PATH}/cached`)
      .query({ fields: 'B,A' })
      .reply(200, seo('cached'))
      .get(`${PATH}/cached`)
      .query({ fields: 'A,B' })
      .reply(200, { ...seo('cached'), recordName: 'Renamed' });
    const sdk = createSdk({ baseUrl: ORIGIN, now: clock.now });
    const base = { apiVersion: 'v64.0', communityId: COMMUNITY_ID, recordId: 'cached' };
    await getSeoProperties(sdk, { ...base, fields: ['B', 'A'] });
    clock.advance(SEO_TTL_MS);
    const hit = await getSeoProperties(sdk, { ...base, fields: ['A', 'B'] });
    expect(hit.recordName).toBe('About us');
    expect(cacheKeys.getSeoProperties({ ...base, fields: ['B', 'A'] })).toBe(
      cacheKeys.getSeoProperties({ ...base, fields: ['A', 'B'] }),
    );
    clock.advance(1);
    const refreshed = await getSeoProperties(sdk, { ...base, fields: ['A', 'B'] });
    expect(refreshed.recordName).toBe('Renamed');
    expect(SEO_TTL_MS).toBe(3_600_000);
  });

  it('sends the language, and caches each language apart from the default', async () => {
    nock(ORIGIN)
      .get(`${PATH}/about`)
      .query({ fields: 'Description' })
      .reply(200, seo('about'))
      .get(`${PATH}/about`)
      .query({ fields: 'Description', language: 'fr_FR' })
      .reply(200, { ...seo('about'), fields: { Description: 'À propos de nous' } });
    const sdk = createSdk({ baseUrl: ORIGIN });
    const base = {
      apiVersion: 'v64.0',
      communityId: COMMUNITY_ID,
      recordId: 'about',
      fields: ['Description'],
    };
    const english = await getSeoProperties(sdk, base);
    const french = await getSeoProperties(sdk, { ...base, language: 'fr_FR' });
    expect(english.fields).toEqual({ Name: 'About us' });
    expect(french.fields).toEqual({ Description: 'À propos de nous' });
    // The default language's key is the platform's, unchanged; a language is a key of its own.
    expect(cacheKeys.getSeoProperties(base)).toBe(
      `experience::SeoProperties:${COMMUNITY_ID}:about:Description`,
    );
    expect(cacheKeys.getSeoProperties({ ...base, language: 'fr_FR' })).toBe(
      `experience::SeoProperties:${COMMUNITY_ID}:about:Description:fr_FR`,
    );
    expect(sdk.cache.inspectAll().map((entry) => entry.key)).toHaveLength(2);
  });

  it('rejects an invalid config without a request', async () => {
    const sdk = createSdk({ baseUrl: ORIGIN });
    const cases: [unknown, string][] = [
      [undefined, 'Options are required to successfully be able to execute this request.'],
      [
        { apiVersion: 'v64.0', recordId: 'x' },
        "The 'communityId' parameter is required to successfully execute this request.",
      ],
      [
        { apiVersion: 'v64.0', communityId: COMMUNITY_ID },
        "The 'recordId' parameter is required to successfully execute this request.",
      ],
      [
        { apiVersion: '64', communityId: COMMUNITY_ID, recordId: 'x' },
        "The 'apiVersion' parameter is invalid",
      ],
      [
        { apiVersion: 'v64.0', communityId: COMMUNITY_ID, recordId: 'x', language: 'fr-FR' },
        "The 'language' parameter is invalid",
      ],
      [
        { apiVersion: 'v64.0', communityId: COMMUNITY_ID, recordId: 'x', locale: 'fr_FR' },
        "The 'locale' parameter is not supported.",
      ],
    ];
    for (const [config, message] of cases) {
      const error = await rejection(getSeoProperties(sdk, config as GetSeoPropertiesConfig));
      expect(error.statusText).toBe('INVALID_CONFIG');
      expect(error.message).toBe(message);
      expect(() => seoPropertiesCacheKey(config as GetSeoPropertiesConfig)).toThrow(message);
    }
  });

  it('names the key of a checked config: seoPropertiesCacheKey', async () => {
    nock(ORIGIN).get(`${PATH}/about`).reply(200, seo('about'));
    const sdk = createSdk({ baseUrl: ORIGIN });
    const config = { apiVersion: 'v64.0', communityId: COMMUNITY_ID, recordId: 'about' };
    await getSeoProperties(sdk, config);
    expect(sdk.cache.get(seoPropertiesCacheKey(config))?.state).toBe('Fulfilled');
    expect(seoPropertiesCacheKey(config)).toBe(cacheKeys.getSeoProperties(config));
    expect(() =>
      seoPropertiesCacheKey({ communityId: COMMUNITY_ID, recordId: 'about' } as never),
    ).toThrow("The 'apiVersion' parameter is required to successfully execute this request.");
  });
});
