import { describe, expect, it } from 'vitest';
import { homePageUrl, languageOfPath, pageBasePath } from '../../../shared/languageRoutes';

const LANGUAGES = ['en_US', 'fr_FR', 'de_DE'];

describe('languageOfPath', () => {
  it('puts the default language at the site paths and the others under their prefix', () => {
    expect(languageOfPath('/about', '', LANGUAGES)).toEqual({ language: 'en_US', pageBase: '' });
    expect(languageOfPath('/fr/about', '', LANGUAGES)).toEqual({
      language: 'fr_FR',
      pageBase: '/fr',
    });
    expect(languageOfPath('/de/sfdc_cms__news/MCX', '', LANGUAGES)).toEqual({
      language: 'de_DE',
      pageBase: '/de',
    });
  });

  it('reads the prefix after the base path', () => {
    expect(languageOfPath('/site/fr/about', '/site', LANGUAGES)).toEqual({
      language: 'fr_FR',
      pageBase: '/site/fr',
    });
    expect(languageOfPath('/fr/about', '/site', LANGUAGES).language).toBe('en_US');
  });

  it('leaves an unknown prefix, or one of the default language, in the default language', () => {
    for (const path of ['/es/about', '/en/about', '/french/about']) {
      expect(languageOfPath(path, '', LANGUAGES).language, path).toBe('en_US');
    }
  });

  it('gives two served variants of one language their whole tags as prefixes', () => {
    const languages = ['en_US', 'fr_FR', 'fr_CA'];
    expect(languageOfPath('/fr-ca/about', '', languages)).toEqual({
      language: 'fr_CA',
      pageBase: '/fr-ca',
    });
    expect(languageOfPath('/fr-fr/about', '', languages).language).toBe('fr_FR');
    expect(languageOfPath('/fr/about', '', languages).language).toBe('en_US');
  });
});

describe('pageBasePath and homePageUrl', () => {
  it("are the page's own language's: the default unprefixed, the others under their prefix", () => {
    const config = { basePath: '/site', languages: LANGUAGES };
    expect(pageBasePath(config)).toBe('/site');
    expect(homePageUrl(config)).toBe('/site/about');
    expect(pageBasePath({ ...config, language: 'de_DE' })).toBe('/site/de');
    expect(homePageUrl({ ...config, language: 'fr_FR' })).toBe('/site/fr/about');
    // Every page language's base path is the one languageOfPath reads back.
    for (const language of LANGUAGES) {
      const base = pageBasePath({ ...config, language });
      expect(languageOfPath(`${base}/about`, '/site', LANGUAGES)).toEqual({
        language,
        pageBase: base,
      });
    }
  });
});
