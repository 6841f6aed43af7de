import { copyFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentValidationError, loadContent } from '../../../content-model';
import { at, editJson } from '../support/contentEdits';
import { IDS, KEYS, UNKNOWN_KEY } from '../support/fixtureIds';
import { useContentDir } from '../support/useContentDir';

const content = useContentDir();

/** Loads the content copy; the problems as `file: field: message` (each field's line found). */
async function problems(): Promise<string[]> {
  const error = await loadContent(content.dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  const list = (error as ContentValidationError).problems;
  for (const problem of list) {
    if (problem.field !== '(file)') expect(problem.line, problem.message).toBeGreaterThan(0);
  }
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
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^site\.json: languageFallbacks\.fr_CA: the fallbacks lead back to fr_CA \(fr_CA -> fr_FR -> fr_CA\); a chain must end at the default$/,
      ),
    ]);
  });
});

const inDocuments = (name: string) => path.join(content.dir, 'documents', name);
const editVariant = (name: string, edit: (doc: Record<string, unknown>) => void) =>
  editJson(content.dir, `documents/${name}`, edit);

describe('document variants', () => {
  it('are served in their language, and are no documents of their own', async () => {
    const store = await loadContent(content.dir);
    expect(store.documents).toHaveLength(7);
    expect(store.findDocument(KEYS.newsB)?.title).toBe('News B');
    expect(store.findDocument(KEYS.newsB, 'fr_FR')?.title).toBe('Actualité B');
    expect(store.findDocument(IDS.newsB, 'fr_FR')?.language).toBe('fr_FR');
    expect(store.findDocument(KEYS.newsA, 'fr_FR')?.language).toBe('en_US');
    expect(store.findDocument(KEYS.banner, 'fr_FR')?.content.body).toMatchObject({
      altText: 'Texte alternatif de la bannière',
    });
    const french = store.documentsIn('fr_FR');
    expect(french).toHaveLength(7);
    expect(french.filter((doc) => doc.language === 'fr_FR').map((doc) => doc.title)).toEqual([
      'Actualité B',
      'Image de bannière',
    ]);
    expect(store.documentsIn('de_DE')).toBe(store.documents);
  });

  it('report a variant without its source', async () => {
    await rename(inDocuments('news-b.fr_FR.json'), inDocuments('news-z.fr_FR.json'));
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^documents\/news-z\.fr_FR\.json: \(file\): is a fr_FR variant of .*documents\/news-z\.json, which does not exist$/,
      ),
    ]);
  });

  it("report a content key, managed content id or type that is not the source's", async () => {
    await editVariant('news-b.fr_FR.json', (doc) => {
      doc.contentKey = KEYS.newsA;
      doc.managedContentId = IDS.newsA;
    });
    await copyFile(inDocuments('news-b.fr_FR.json'), inDocuments('banner.fr_FR.json'));
    await editVariant('banner.fr_FR.json', (doc) => {
      Object.assign(doc, { contentKey: KEYS.banner, managedContentId: IDS.banner });
      doc.urlName = 'banniere';
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^documents\/banner\.fr_FR\.json: contentType\.fullyQualifiedName: is sfdc_cms__news but its source .*banner\.json has sfdc_cms__image; a variant keeps its source's$/,
      ),
      expect.stringMatching(
        new RegExp(
          `^documents/news-b\\.fr_FR\\.json: contentKey: is ${KEYS.newsA} but its source .*news-b\\.json has ${KEYS.newsB}; a variant keeps its source's$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^documents/news-b\\.fr_FR\\.json: managedContentId: is ${IDS.newsA} but its source .*news-b\\.json has ${IDS.newsB}; `,
        ),
      ),
    ]);
  });

  it("report a language that is not the file name's, not served, or the default", async () => {
    await editVariant('news-b.fr_FR.json', (doc) => {
      doc.language = 'en_US';
    });
    await copyFile(inDocuments('banner.fr_FR.json'), inDocuments('banner.de_DE.json'));
    await editVariant('banner.de_DE.json', (doc) => {
      doc.language = 'de_DE';
    });
    await copyFile(inDocuments('banner.fr_FR.json'), inDocuments('banner.en_US.json'));
    await editVariant('banner.en_US.json', (doc) => {
      doc.language = 'en_US';
    });
    expect(await problems()).toEqual([
      "documents/banner.de_DE.json: language: de_DE is not one of the site's languages (en_US, fr_FR)",
      "documents/banner.en_US.json: language: en_US is the site's default language: the source document is that language's",
      'documents/news-b.fr_FR.json: language: is en_US but the file name says fr_FR',
    ]);
  });

  it('report a second variant of one language, and a url name another document has in it', async () => {
    await copyFile(inDocuments('news-b.fr_FR.json'), inDocuments('news-z.fr_FR.json'));
    await editVariant('news-z.fr_FR.json', (doc) => {
      doc.urlName = 'actualite-z';
    });
    await editVariant('banner.fr_FR.json', (doc) => {
      doc.urlName = 'news-a';
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^documents\/banner\.fr_FR\.json: urlName: news-a is also the url name of .*documents\/news-a\.json in fr_FR$/,
      ),
      expect.stringMatching(/^documents\/news-z\.fr_FR\.json: \(file\): is a fr_FR variant of /),
      expect.stringMatching(
        new RegExp(
          `^documents/news-z\\.fr_FR\\.json: language: .*documents/news-b\\.fr_FR\\.json is already the fr_FR variant of ${KEYS.newsB}$`,
        ),
      ),
    ]);
  });

  it("report a document whose url name is not its file's, and one another document has", async () => {
    await editVariant('news-c.json', (doc) => {
      doc.urlName = 'news-a';
    });
    await editVariant('banner.json', (doc) => {
      doc.urlName = 'banner-picture';
    });
    expect(await problems()).toEqual([
      "documents/banner.json: urlName: is banner-picture but the file name says banner: a document's file is its url name plus .json",
      "documents/news-c.json: urlName: is news-a but the file name says news-c: a document's file is its url name plus .json",
      expect.stringMatching(
        /^documents\/news-c\.json: urlName: news-a is also the url name of .*documents\/news-a\.json in en_US$/,
      ),
    ]);
  });

  it('report what their bodies point at, as for any document', async () => {
    await editVariant('news-b.fr_FR.json', (doc) => {
      at(doc, 'contentBody', 'thumbnail', 'source', 'ref').contentKey = UNKNOWN_KEY;
    });
    expect(await problems()).toEqual([
      `documents/news-b.fr_FR.json: contentBody.thumbnail.source.ref.contentKey: no document has the content key ${UNKNOWN_KEY}`,
      expect.stringMatching(
        /^documents\/news-b\.fr_FR\.json: contentBody\.thumbnail\.url: does not point at/,
      ),
    ]);
  });
});
