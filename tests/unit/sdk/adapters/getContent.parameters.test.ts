import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import type { GetContentConfig, GetContentsConfig } from '@about-site/sdk';
import { ORIGIN, SITE_ID, newsDocument, sitePath, uniqueContentKey } from '../../support/fixtures';
import { rejection } from '../../support/rejection';

const page = (contents: unknown[]) => ({
  contents,
  currentPageUrl: sitePath(),
  nextPageUrl: null,
  previousPageUrl: null,
});

const french = (key: string) => ({ ...newsDocument(key, 'Notre histoire'), language: 'fr_FR' });

describe('delivery parameters of getContent', () => {
  it('sends language, expandReferences, referencesAsList and showAbsoluteUrl', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN)
      .get(sitePath(key))
      .query({
        language: 'fr_FR',
        expandReferences: 'true',
        referencesAsList: 'false',
        showAbsoluteUrl: 'true',
      })
      .reply(200, french(key));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const document = await sdk.getContent({
      channelOrSiteId: SITE_ID,
      contentKeyOrId: key,
      language: 'fr_FR',
      expandReferences: true,
      referencesAsList: false,
      showAbsoluteUrl: true,
    });
    expect(document.language).toBe('fr_FR');
  });

  it('caches each language apart: French then English make two requests, then none', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).query({ language: 'fr_FR' }).reply(200, french(key));
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const inFrench: GetContentConfig = {
      channelOrSiteId: SITE_ID,
      contentKeyOrId: key,
      language: 'fr_FR',
    };
    const inEnglish: GetContentConfig = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    expect((await sdk.getContent(inFrench)).title).toBe('Notre histoire');
    expect((await sdk.getContent(inEnglish)).title).toBe('Our history');
    expect((await sdk.getContent(inFrench, { cachePolicy: 'only-if-cached' })).title).toBe(
      'Notre histoire',
    );
    expect(cacheKeys.getContent(inFrench)).not.toBe(cacheKeys.getContent(inEnglish));
    expect(sdk.cache.get(cacheKeys.getContent(inFrench))?.data).toMatchObject({
      language: 'fr_FR',
    });
  });

  it('keeps the key of a config without parameters as it was (null and undefined are absent)', () => {
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: 'MC1' };
    expect(cacheKeys.getContent(config)).toBe(`cms::content:${SITE_ID}:MC1`);
    expect(cacheKeys.getContent({ ...config, language: null, showAbsoluteUrl: undefined })).toBe(
      `cms::content:${SITE_ID}:MC1`,
    );
    expect(cacheKeys.getContent({ ...config, language: 'fr_FR' })).toBe(
      `cms::content:${SITE_ID}:MC1?language=fr_FR`,
    );
  });

  it.each([
    ['an unknown key', { lang: 'fr_FR' }, "The 'lang' parameter is not supported."],
    ['two unknown keys', { a: 1, b: 2 }, "The 'a', 'b' parameter is not supported."],
    ['a language not in locale form', { language: 'fr-FR' }, "The 'language' parameter is invalid"],
    ['a language not a string', { language: 1 }, "The 'language' parameter is invalid"],
    [
      'a flag not a boolean',
      { expandReferences: 'true' },
      "The 'expandReferences' parameter is invalid",
    ],
  ])('refuses %s with INVALID_CONFIG and no request', async (_case, extra, message) => {
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: uniqueContentKey(), ...extra };
    const error = await rejection(sdk.getContent(config as GetContentConfig));
    expect([error.status, error.statusText, error.message]).toEqual([
      400,
      'INVALID_CONFIG',
      message,
    ]);
  });

  it('refuses an unknown key even when the entry of the ids is fresh in the cache', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key });
    const error = await rejection(
      sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key, locale: 'fr_FR' } as never),
    );
    expect(error.message).toBe("The 'locale' parameter is not supported.");
  });

  it.each(['fr_FR', 'en_US', 'de', 'zh_Hant_TW', 'es_419'])('accepts the locale %s', (language) => {
    expect(() => cacheKeys.getContents({ channelOrSiteId: SITE_ID, language })).not.toThrow();
  });
});

describe('delivery parameters of getContents', () => {
  it('sends every parameter and keys each language apart', async () => {
    nock(ORIGIN)
      .get(sitePath())
      .query({
        contentTypeFQN: 'sfdc_cms__news',
        includeContentBody: 'true',
        language: 'fr_FR',
        expandReferences: 'true',
        referencesAsList: 'true',
        showAbsoluteUrl: 'false',
      })
      .reply(200, page([french('MCA')]));
    nock(ORIGIN)
      .get(sitePath())
      .query({ contentTypeFQN: 'sfdc_cms__news', includeContentBody: 'true' })
      .reply(200, page([newsDocument('MCA')]));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const english: GetContentsConfig = {
      channelOrSiteId: SITE_ID,
      contentTypeFQN: 'sfdc_cms__news',
      includeContentBody: true,
    };
    const inFrench: GetContentsConfig = {
      ...english,
      language: 'fr_FR',
      expandReferences: true,
      referencesAsList: true,
      showAbsoluteUrl: false,
    };
    expect((await sdk.getContents(inFrench)).contents[0]?.title).toBe('Notre histoire');
    expect((await sdk.getContents(english)).contents[0]?.title).toBe('Our history');
    expect(cacheKeys.getContents(inFrench)).not.toBe(cacheKeys.getContents(english));
  });

  it.each([
    ['an unknown key', { languages: ['fr_FR'] }, "The 'languages' parameter is not supported."],
    [
      'a language not in locale form',
      { language: 'french' },
      'Enter a valid locale for language, such as fr_FR.',
    ],
    [
      'a language not a string',
      { language: ['fr_FR'] },
      'The type entered for language isn\u2019t valid. Enter the value as a string.',
    ],
    [
      'a flag not a boolean',
      { referencesAsList: 1 },
      'The type entered for referencesAsList isn\u2019t valid. Enter the value as a boolean.',
    ],
  ])('refuses %s with INVALID_CONFIG and no request', async (_case, extra, message) => {
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const error = await rejection(
      sdk.getContents({ channelOrSiteId: SITE_ID, ...extra } as GetContentsConfig),
    );
    expect([error.status, error.statusText, error.message]).toEqual([
      400,
      'INVALID_CONFIG',
      message,
    ]);
  });
});
