import { describe, expect, it } from 'vitest';
import { languageChain, type SiteLanguages } from '../../../shared/languages';

const site: SiteLanguages = {
  languages: ['en_US', 'fr_FR', 'de_DE', 'fr_CA', 'fr_BE'],
  defaultLanguage: 'en_US',
  languageFallbacks: { fr_CA: ['fr_FR'], fr_BE: ['fr_CA', 'de_DE'] },
};

describe('languageChain', () => {
  it('tries a served language, then the default', () => {
    expect(languageChain(site, 'fr_FR')).toEqual(['fr_FR', 'en_US']);
    expect(languageChain(site, 'de_DE')).toEqual(['de_DE', 'en_US']);
  });

  it('follows the fallbacks in order, each with its own, before the default', () => {
    expect(languageChain(site, 'fr_CA')).toEqual(['fr_CA', 'fr_FR', 'en_US']);
    expect(languageChain(site, 'fr_BE')).toEqual(['fr_BE', 'fr_CA', 'fr_FR', 'de_DE', 'en_US']);
  });

  it('names each language once and ends at the default, which always has the content', () => {
    const listed: SiteLanguages = {
      ...site,
      languageFallbacks: { fr_CA: ['fr_FR', 'en_US', 'de_DE'], fr_FR: ['fr_CA'] },
    };
    expect(languageChain(listed, 'fr_CA')).toEqual(['fr_CA', 'fr_FR', 'en_US']);
    expect(languageChain(listed, 'fr_FR')).toEqual(['fr_FR', 'fr_CA', 'en_US']);
  });

  it('serves the default alone for the default, no language or one the site does not serve', () => {
    expect(languageChain(site, 'en_US')).toEqual(['en_US']);
    expect(languageChain(site)).toEqual(['en_US']);
    expect(languageChain(site, 'es_ES')).toEqual(['en_US']);
    expect(languageChain({ languages: ['en_US'], defaultLanguage: 'en_US' }, 'fr_FR')).toEqual([
      'en_US',
    ]);
  });
});
