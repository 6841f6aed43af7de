import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentValidationError, loadContent } from '../../../server/content';
import { editJson } from '../helpers/contentEdits';
import { useContentDir } from '../helpers/useContentDir';

const content = useContentDir();

/** Loads the content copy and returns the problems as `file: field: message` lines (each placed). */
async function problems(): Promise<string[]> {
  const error = await loadContent(content.dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  const list = (error as ContentValidationError).problems;
  for (const problem of list) expect(problem.line, problem.message).toBeGreaterThan(0);
  return list.map((p) => `${path.relative(content.dir, p.file)}: ${p.field}: ${p.message}`);
}

const editSite = (edit: (site: Record<string, unknown>) => void) =>
  editJson(content.dir, 'site.json', edit);

describe("the site's languages", () => {
  it('load with a default, and fallbacks between served languages', async () => {
    await editSite((site) => {
      site.languages = ['en_US', 'fr_FR', 'fr_CA'];
      site.languageFallbacks = { fr_CA: ['fr_FR'] };
    });
    await editJson(content.dir, 'seo/about.json', (seo) => {
      (seo.hrefLangUrls as Record<string, string>).fr_CA = '';
    });
    const { site } = await loadContent(content.dir);
    expect(site.defaultLanguage).toBe('en_US');
    expect(site.languageFallbacks).toEqual({ fr_CA: ['fr_FR'] });
  });

  it('need a default language', async () => {
    await editSite((site) => {
      delete site.defaultLanguage;
    });
    expect(await problems()).toEqual([
      expect.stringMatching(/^site\.json: defaultLanguage: Invalid input/),
    ]);
  });

  it('report a default the site does not serve', async () => {
    await editSite((site) => {
      site.defaultLanguage = 'de_DE';
    });
    expect(await problems()).toEqual([
      "site.json: defaultLanguage: de_DE is not one of the site's languages (en_US, fr_FR)",
    ]);
  });

  it('report fallbacks of or to a language the site does not serve, and of the default', async () => {
    await editSite((site) => {
      site.languageFallbacks = { fr_CA: ['fr_FR'], fr_FR: ['de_DE'], en_US: ['fr_FR'] };
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^site\.json: languageFallbacks\.fr_CA: fr_CA is not one of the site's languages \(en_US, fr_FR\)$/,
      ),
      expect.stringMatching(
        /^site\.json: languageFallbacks\.fr_FR\[0\]: de_DE is not one of the site's languages \(en_US, fr_FR\)$/,
      ),
      expect.stringMatching(
        /^site\.json: languageFallbacks\.en_US: en_US is the default language: every chain ends there, it has no fallbacks$/,
      ),
    ]);
  });

  it('report a cycle of fallbacks once, where it starts', async () => {
    await editSite((site) => {
      site.languages = ['en_US', 'fr_FR', 'fr_CA', 'fr_BE'];
      site.languageFallbacks = { fr_BE: ['fr_CA'], fr_CA: ['fr_FR'], fr_FR: ['fr_CA'] };
    });
    await editJson(content.dir, 'seo/about.json', (seo) => {
      Object.assign(seo.hrefLangUrls as Record<string, string>, { fr_CA: '', fr_BE: '' });
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^site\.json: languageFallbacks\.fr_CA: the fallbacks lead back to fr_CA \(fr_CA -> fr_FR -> fr_CA\); a chain must end at the default$/,
      ),
    ]);
  });
});
