import { describe, expect, it } from 'vitest';
import { languageChain, languageNamed, type SiteLanguages } from '../../../shared/languages';

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

describe('languageNamed', () => {
  const languages = ['en_US', 'fr_FR', 'fr_CA', 'de_DE'] as const;

  it('finds a language named exactly, in any case, with `-` or `_`', () => {
    expect(languageNamed('fr-CA', languages)).toBe('fr_CA');
    expect(languageNamed('fr_ca', languages)).toBe('fr_CA');
    expect(languageNamed(' DE-de ', languages)).toBe('de_DE');
  });

  it('else the first language with its subtag', () => {
    expect(languageNamed('fr', languages)).toBe('fr_FR');
    expect(languageNamed('fr-BE', languages)).toBe('fr_FR');
    expect(languageNamed('de-AT', languages)).toBe('de_DE');
  });

  it('names none for a language not there, `*` or nothing', () => {
    expect(languageNamed('es-ES', languages)).toBeUndefined();
    expect(languageNamed('*', languages)).toBeUndefined();
    expect(languageNamed('', languages)).toBeUndefined();
  });
});
