import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { variantFileParts } from '../../../content-model/documents';
import { isSiteLocale } from '../../../shared/pageLanguage';

describe('the locale form of the site and its content', () => {
  it('is a language, then optionally a country, as the platform writes them', () => {
    expect(['en_US', 'fr_FR', 'de', 'fr_CA'].filter(isSiteLocale)).toHaveLength(4);
    expect(['en-US', 'fr_fr', 'FR_FR', 'english', '', 3].some(isSiteLocale)).toBe(false);
  });

  it('names a variant file by its locale; any other second extension is a document of its own', () => {
    const file = path.join('documents', 'news', 'launch.fr_FR.json');
    expect(variantFileParts(file)).toEqual({
      locale: 'fr_FR',
      sourceFile: path.join('documents', 'news', 'launch.json'),
    });
    expect(variantFileParts(path.join('documents', 'launch.de.json'))?.locale).toBe('de');
    expect(variantFileParts(path.join('documents', 'milestone-2014.v2.json'))).toBeUndefined();
    expect(variantFileParts(path.join('documents', 'launch.json'))).toBeUndefined();
  });
});
