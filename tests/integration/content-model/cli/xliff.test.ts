import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { DOMParser, XMLSerializer, type Element as XmlElement } from '@xmldom/xmldom';
import { check as isPrettierFormatted, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { exportXliff } from '../../../../content-model/cli/xliffExport';
import { importXliff, XliffImportError } from '../../../../content-model/cli/xliffImport';
import { readXliff, type ReadXliff } from '../../../../content-model/cli/xliffDocument';
import { loadContent } from '../../../../content-model';
import type { ViewNode } from '../../../../shared/viewSchema';
import { editJson } from '../../support/contentEdits';
import { COMMUNITY_ID, KEYS, SITE_CONTENTS } from '../../support/fixtureIds';
import { startTestServer } from '../../support/testServer';
import { useContentDir } from '../../support/useContentDir';

// XLIFF 2.0's namespace, as the OASIS XLIFF Version 2.0 standard names it.
const XLIFF_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0';

const run = promisify(execFile);
/** A text block of the fixture's blocks view holding rich text. */
const RICH_TEXT_BLOCK = 'bc286e76-dbb7-589c-b706-e9f840a54e4f';
const TSX = path.resolve('node_modules/.bin/tsx');
const SCRIPT = path.resolve('content-model/cli/xliff.ts');

const content = useContentDir();

/** Every file of the content copy, by path, with its bytes. */
async function snapshot(dir = content.dir): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), (await readFile(full)).toString('base64'));
  }
  return files;
}

/** Writes `xliff` beside the content copy and imports it. */
async function importText(xliff: string) {
  const file = path.join(path.dirname(content.dir), `${path.basename(content.dir)}.xlf`);
  await writeFile(file, xliff);
  return importXliff(content.dir, file);
}

/** The import's refusal, as its lines without the XLIFF file's name. */
async function refusal(xliff: string): Promise<string[]> {
  const error = await importText(xliff).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(XliffImportError);
  return (error as XliffImportError).problems.map((line) => line.replace(/^[^:]*\.xlf: /, ''));
}

const fileOf = (read: ReadXliff, original: string) => {
  const file = read.files.find((each) => each.original === original);
  if (!file) throw new Error(`no file ${original}`);
  return file;
};
const unitOf = (read: ReadXliff, original: string, id: string) => {
  const unit = fileOf(read, original).units.find((each) => each.id === id);
  if (!unit) throw new Error(`no unit ${id} in ${original}`);
  return unit;
};
const textOf = (content: ReadXliff['files'][number]['units'][number]['source'] | undefined) =>
  content?.map((inline) => (inline.kind === 'text' ? inline.text : '')).join('');

/** Edits the XLIFF as a translator's tool would: `edit` gets each `<unit>` element. */
function editUnits(xliff: string, edit: (unit: XmlElement, file: string) => void): string {
  const doc = new DOMParser().parseFromString(xliff, 'application/xml');
  for (const file of Array.from(doc.getElementsByTagNameNS(XLIFF_NAMESPACE, 'file'))) {
    const original = file.getAttribute('original') ?? '';
    for (const unit of Array.from(file.getElementsByTagNameNS(XLIFF_NAMESPACE, 'unit'))) {
      edit(unit, original);
    }
  }
  return new XMLSerializer().serializeToString(doc);
}

const childNamed = (parent: XmlElement, name: string) =>
  Array.from(parent.getElementsByTagNameNS(XLIFF_NAMESPACE, name))[0];

/** A target for each untranslated unit: its source with `fr ` before each text (a url name: `fr-`). */
function translateTheRest(unit: XmlElement): void {
  const segment = childNamed(unit, 'segment');
  const source = segment && childNamed(segment, 'source');
  const doc = unit.ownerDocument;
  if (!doc || !segment || !source || childNamed(segment, 'target')) return;
  const target = source.cloneNode(true) as XmlElement;
  const renamed = doc.createElementNS(XLIFF_NAMESPACE, 'target');
  while (target.firstChild) renamed.appendChild(target.firstChild);
  const prefix = unit.getAttribute('id') === 'urlName' ? 'fr-' : 'fr ';
  const visit = (node: XmlElement) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3 && child.nodeValue?.trim())
        child.nodeValue = prefix + child.nodeValue;
      else if (child.nodeType === 1) visit(child as XmlElement);
    }
  };
  visit(renamed);
  segment.appendChild(renamed);
  segment.setAttribute('state', 'translated');
}

const contentNow = async () => snapshot();

describe('content:xliff export', () => {
  it('writes XLIFF 2.0 with a file per content file and a unit per piece of copy', async () => {
    const xliff = await exportXliff(content.dir, 'fr_FR');
    expect(xliff).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<xliff /);
    const read = readXliff(xliff);
    expect(read).toMatchObject({ version: '2.0', srcLang: 'en-US', trgLang: 'fr-FR' });
    expect(read.files.map((file) => file.original)).toEqual([
      'views/about.json',
      'views/article.json',
      'views/blocks.json',
      'seo/about.json',
      'apex/carouselStyles.json',
      'documents/banner.json',
      'documents/collection.json',
      'documents/news-a.json',
      'documents/news-b.json',
      'documents/news-c.json',
      'documents/portrait.json',
      'documents/thumb.json',
    ]);
    expect(fileOf(read, 'views/about.json').id).toBe('views.about.json');
    // A translated unit: its translation as the target.
    expect(unitOf(read, 'views/about.json', 'title')).toMatchObject({
      state: 'translated',
      source: [{ kind: 'text', text: 'About' }],
      target: [{ kind: 'text', text: 'À propos' }],
    });
    expect(unitOf(read, 'seo/about.json', 'Name')).toMatchObject({
      source: [{ kind: 'text', text: 'About' }],
      target: undefined,
    });
    // Documents: their fields, the variant's as targets; untranslated ones without.
    expect(fileOf(read, 'documents/news-b.json').units.map((unit) => unit.id)).toEqual([
      'title',
      'urlName',
      'contentBody.excerpt',
      'contentBody.body',
      'contentBody.bannerImage.altText',
      'contentBody.thumbnail.altText',
    ]);
    expect(textOf(unitOf(read, 'documents/news-b.json', 'urlName').target)).toBe('actualite-b');
    expect(unitOf(read, 'documents/news-b.json', 'contentBody.body').target).toEqual([
      {
        kind: 'pc',
        id: '1',
        dataRefStart: 'd1',
        dataRefEnd: 'd2',
        content: [{ kind: 'text', text: 'B en français' }],
      },
    ]);
    expect(unitOf(read, 'documents/banner.json', 'contentBody.altText').target).toEqual([
      { kind: 'text', text: 'Texte alternatif de la bannière' },
    ]);
    expect(
      unitOf(read, 'documents/collection.json', 'contentBody.description').target,
    ).toBeUndefined();
    // HTML keeps its tags as codes, pointing at the markup; its text is text. A view's rich text too.
    expect(unitOf(read, 'views/blocks.json', `${RICH_TEXT_BLOCK}.text`).source[0]).toMatchObject({
      kind: 'pc',
      content: [
        { kind: 'text', text: 'Rich text with ' },
        { kind: 'pc' },
        { kind: 'text', text: ', a ' },
        { kind: 'pc' },
        { kind: 'text', text: ' and a list:' },
      ],
    });
    expect(xliff).toContain('<data id="d1">&lt;p&gt;</data>');
    expect(unitOf(read, 'documents/news-a.json', 'contentBody.body').source).toEqual([
      {
        kind: 'pc',
        id: '1',
        dataRefStart: 'd1',
        dataRefEnd: 'd2',
        content: [{ kind: 'text', text: 'Tom & "Jerry\'s" \\ path' }],
      },
    ]);
  });

  it('marks a translation whose source changed since as initial, with a note of what it was made from', async () => {
    await editJson(content.dir, 'views/about.json', (view) => {
      view.title = 'About the company';
    });
    await editJson(content.dir, 'documents/news-b.json', (doc) => {
      doc.publishedDate = '2022-01-01T00:00:00.000Z';
    });
    const xliff = await exportXliff(content.dir, 'fr_FR');
    const read = readXliff(xliff);
    expect(unitOf(read, 'views/about.json', 'title')).toMatchObject({
      state: 'initial',
      source: [{ kind: 'text', text: 'About the company' }],
      target: [{ kind: 'text', text: 'À propos' }],
    });
    expect(xliff).toContain('<note category="stale">Translated from: About</note>');
    expect(unitOf(read, 'documents/news-b.json', 'title').state).toBe('initial');
    expect(xliff).toContain(
      'The en_US document was published again (2022-01-01T00:00:00.000Z) after this fr_FR translation (2021-02-01T10:00:00.000Z)',
    );
  });

  it('refuses the default language and a language the site does not serve', async () => {
    await expect(exportXliff(content.dir, 'en_US')).rejects.toThrow(
      "en_US is the site's default language: the content is written in it, not translated into it",
    );
    await expect(exportXliff(content.dir, 'de_DE')).rejects.toThrow(
      "de_DE is not one of the site's languages (en_US, fr_FR)",
    );
  });
});

describe('content:xliff import', () => {
  it('of the export unchanged changes no byte of the content', async () => {
    const before = await contentNow();
    const result = await importText(await exportXliff(content.dir, 'fr_FR'));
    expect(result).toEqual({ language: 'fr_FR', written: [] });
    expect(await contentNow()).toEqual(before);
  });

  it('of a stale translation left initial changes nothing; confirmed, it records the current source', async () => {
    await editJson(content.dir, 'views/about.json', (view) => {
      view.title = 'About the company';
    });
    const before = await contentNow();
    const xliff = await exportXliff(content.dir, 'fr_FR');
    expect((await importText(xliff)).written).toEqual([]);
    expect(await contentNow()).toEqual(before);
    const confirmed = editUnits(xliff, (unit, file) => {
      if (file === 'views/about.json' && unit.getAttribute('id') === 'title') {
        childNamed(unit, 'segment')?.setAttribute('state', 'final');
      }
    });
    expect((await importText(confirmed)).written).toEqual(['views/about.fr_FR.json']);
    const translation = JSON.parse(
      await readFile(path.join(content.dir, 'views/about.fr_FR.json'), 'utf8'),
    ) as {
      units: Record<string, unknown>;
    };
    expect(translation.units.title).toEqual({ source: 'About the company', target: 'À propos' });
  });

  it('writes a view translation, a SEO translation and a document variant that the site serves', async () => {
    const translated = editUnits(await exportXliff(content.dir, 'fr_FR'), translateTheRest);
    const result = await importText(translated);
    expect(result.written).toEqual(
      expect.arrayContaining([
        'views/about.fr_FR.json',
        'views/blocks.fr_FR.json',
        'seo/about.fr_FR.json',
        'documents/news-a.fr_FR.json',
        'documents/collection.fr_FR.json',
      ]),
    );
    const store = await loadContent(content.dir);
    const about = store.viewsIn('fr_FR').find((view) => view.id === 'about');
    expect(about?.title).toBe('À propos');
    const blocks = store.viewsIn('fr_FR').find((view) => view.id === 'blocks');
    expect(blocks?.title).toBe(
      `fr ${store.views.find((view) => view.id === 'blocks')?.title ?? ''}`,
    );
    expect(
      blocks?.nodes
        .flatMap(function nodes(node): ViewNode[] {
          return [
            node,
            ...Object.values(node.regions ?? {})
              .flat()
              .flatMap(nodes),
          ];
        })
        .find((node) => node.id === RICH_TEXT_BLOCK)?.props?.text,
    ).toBe(
      '<p>fr Rich text with <strong>fr bold</strong>fr , a <a href="https://www.example.com">fr link</a>' +
        'fr  and a list:</p><ul><li>fr Cycle counts</li><li>fr Lot tracking</li></ul>',
    );
    expect(store.findSeoRecord('about', 'fr_FR')?.fields).toEqual({
      Name: 'fr About',
      Title: 'À propos de nous',
      Description: 'Qui sommes-nous',
    });
    const newsA = store.findDocument(KEYS.newsA, 'fr_FR');
    expect(newsA).toMatchObject({ language: 'fr_FR', title: 'fr News A', urlName: 'fr-news-a' });
    expect(newsA?.content).toMatchObject({
      body: { body: '<p>fr Tom &amp; "Jerry\'s" \\ path</p>', excerpt: 'fr News A excerpt' },
    });
    // The source stays as it was, and the variant is published with it (not stale).
    expect(store.findDocument(KEYS.newsA)?.title).toBe('News A');
    expect(newsA?.publishedDate).toBe(store.findDocument(KEYS.newsA)?.publishedDate);
    // The running server serves them.
    const server = await startTestServer({ contentDir: content.dir });
    try {
      const seo = await server.fetch(
        server.url(
          `/services/data/v64.0/connect/communities/${COMMUNITY_ID}/seo/properties/about?fields=Name&language=fr_FR`,
        ),
      );
      expect(await seo.json()).toMatchObject({ fields: { Name: 'fr About' } });
      const article = await server.fetch(
        server.url(`${SITE_CONTENTS}/${KEYS.newsA}?language=fr_FR`),
      );
      expect(await article.json()).toMatchObject({
        language: 'fr_FR',
        title: 'fr News A',
        urlName: 'fr-news-a',
      });
    } finally {
      await server.close();
    }
    // Written as the repository formats JSON.
    const options = await resolveConfig(path.resolve('package.json'));
    for (const file of result.written) {
      const text = await readFile(path.join(content.dir, file), 'utf8');
      expect(await isPrettierFormatted(text, { ...options, parser: 'json' }), file).toBe(true);
    }
    // Exported again, the targets are the ones imported.
    const again = readXliff(await exportXliff(content.dir, 'fr_FR'));
    const sent = readXliff(translated);
    for (const file of sent.files) {
      expect(fileOf(again, file.original).units.map((unit) => unit.target)).toEqual(
        file.units.map((unit) => unit.target),
      );
    }
  });

  it("takes the footer's copy (apex/getContentTwo.json) out and back, served in the language", async () => {
    const footer = {
      tagline: 'Stock, counted.',
      footerLinks: [{ label: 'Careers', url: '/careers' }],
    };
    await writeFile(path.join(content.dir, 'apex/getContentTwo.json'), JSON.stringify(footer));
    const xliff = await exportXliff(content.dir, 'fr_FR');
    expect(
      fileOf(readXliff(xliff), 'apex/getContentTwo.json').units.map((unit) => unit.id),
    ).toEqual(['tagline', 'footerLinks.0.label']);
    const translated = editUnits(xliff, (unit, file) => {
      if (file === 'apex/getContentTwo.json') translateTheRest(unit);
    });
    expect((await importText(translated)).written).toEqual(['apex/getContentTwo.fr_FR.json']);
    const store = await loadContent(content.dir);
    expect(store.contentTwoIn('fr_FR')).toEqual({
      tagline: 'fr Stock, counted.',
      footerLinks: [{ label: 'fr Careers', url: '/careers' }],
    });
  });

  it('keeps the fields a translator left untranslated as they are', async () => {
    const before = await readFile(path.join(content.dir, 'documents/news-b.fr_FR.json'), 'utf8');
    const xliff = editUnits(await exportXliff(content.dir, 'fr_FR'), (unit, file) => {
      if (file !== 'documents/news-b.json') return;
      const segment = childNamed(unit, 'segment');
      const target = segment && childNamed(segment, 'target');
      if (unit.getAttribute('id') === 'title' && target) target.textContent = 'Nouvelle B';
      else if (segment && target) segment.removeChild(target);
    });
    expect((await importText(xliff)).written).toEqual(['documents/news-b.fr_FR.json']);
    const after = await readFile(path.join(content.dir, 'documents/news-b.fr_FR.json'), 'utf8');
    expect(after).toBe(before.replace('"Actualité B"', '"Nouvelle B"'));
  });
});

describe('content:xliff import refuses, writing nothing', () => {
  /** The refusal of the export edited by `edit`; the content copy is checked unchanged. */
  async function refusalOf(edit: (xliff: string) => string): Promise<string[]> {
    const xliff = edit(await exportXliff(content.dir, 'fr_FR'));
    const before = await contentNow();
    const lines = await refusal(xliff);
    expect(await contentNow()).toEqual(before);
    return lines;
  }
  /** The export with every unit translated, then `edit`ed. */
  const translatedAnd = (edit: (unit: XmlElement, file: string) => void) => (xliff: string) =>
    editUnits(xliff, (unit, file) => {
      translateTheRest(unit);
      edit(unit, file);
    });

  it('a unit the file has not', async () => {
    expect(
      await refusalOf(
        translatedAnd((unit, file) => {
          if (file === 'views/about.json' && unit.getAttribute('id') === 'title')
            unit.setAttribute('id', 'subtitle');
        }),
      ),
    ).toEqual(['file views/about.json, unit subtitle: is no unit of views/about.json']);
  });

  it('a file the content has not', async () => {
    expect(
      await refusalOf((xliff) =>
        xliff.replace('original="documents/news-c.json"', 'original="documents/news-z.json"'),
      ),
    ).toEqual(['file documents/news-z.json: is no content file with copy to translate']);
  });

  it('a source that changed since the export', async () => {
    const xliff = editUnits(await exportXliff(content.dir, 'fr_FR'), translateTheRest);
    await editJson(content.dir, 'documents/news-c.json', (doc) => {
      doc.title = 'News C, revised';
    });
    const before = await contentNow();
    expect(await refusal(xliff)).toEqual([
      'file documents/news-c.json, unit title: the source is "News C" but the content now reads "News C, revised"; export again',
    ]);
    expect(await contentNow()).toEqual(before);
  });

  it("the site's default language as the target, and one it does not serve", async () => {
    expect(await refusalOf((xliff) => xliff.replace('trgLang="fr-FR"', 'trgLang="en-US"'))).toEqual(
      [
        "trgLang: en-US is the site's default language: the content is written in it, not translated into it",
      ],
    );
    expect(await refusalOf((xliff) => xliff.replace('trgLang="fr-FR"', 'trgLang="es-ES"'))).toEqual(
      ["trgLang: es-ES is not one of the site's languages (en_US, fr_FR)"],
    );
  });

  it('malformed XML, and an XLIFF of another version', async () => {
    const [malformed] = await refusalOf((xliff) => xliff.replace('</source>', '</sourc>'));
    expect(malformed).toMatch(
      /^is not well-formed XML: line \d+, column \d+: Opening and ending tag mismatch: "source" != "sourc"$/,
    );
    expect(await refusalOf((xliff) => xliff.replace('version="2.0"', 'version="1.2"'))).toEqual([
      'version: version is not 2.0: only XLIFF 2.0 is read',
    ]);
  });

  it('a DOCTYPE or an entity declaration, before reading any of it', async () => {
    const withEntity = (xliff: string) =>
      xliff
        .replace(
          '<xliff ',
          '<!DOCTYPE xliff [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<xliff ',
        )
        .replace('>About<', '>&secret;<');
    expect(await refusalOf(withEntity)).toEqual([
      'holds a DOCTYPE or an entity declaration, which is never read (no DTDs)',
    ]);
  });

  it('a url name that is none, and a code naming markup the unit has not', async () => {
    expect(
      await refusalOf(
        translatedAnd((unit, file) => {
          const target = childNamed(unit, 'target');
          if (file !== 'documents/news-a.json' || !target) return;
          if (unit.getAttribute('id') === 'urlName') target.textContent = 'tom et jerry';
          if (unit.getAttribute('id') === 'contentBody.body')
            childNamed(target, 'pc')?.setAttribute('dataRefStart', 'd9');
        }),
      ),
    ).toEqual([
      'file documents/news-a.json, unit urlName: "tom et jerry" is no url name: use letters, digits, - and _ only',
      'file documents/news-a.json, unit contentBody.body: an inline code names data "d9", which the unit has not',
    ]);
  });

  it('translations the content check refuses: a url name another document has in the language', async () => {
    expect(
      await refusalOf(
        translatedAnd((unit, file) => {
          const target = childNamed(unit, 'target');
          if (file === 'documents/news-a.json' && unit.getAttribute('id') === 'urlName' && target) {
            target.textContent = 'actualite-b';
          }
        }),
      ),
    ).toEqual([
      expect.stringMatching(
        /documents\/news-(a|b)\.fr_FR\.json:\d+:\d+: urlName: actualite-b is also the url name of .* in fr_FR$/,
      ),
    ]);
  });
});

describe('npm run content:xliff', { timeout: 60_000 }, () => {
  it('export <language> --out writes the file; import reports what it wrote and the check', async () => {
    const env = { ...process.env, CONTENT_DIR: content.dir };
    const out = path.join(path.dirname(content.dir), `${path.basename(content.dir)}-fr.xlf`);
    await run(TSX, [SCRIPT, 'export', 'fr_FR', '--out', out], { env });
    const translated = editUnits(await readFile(out, 'utf8'), (unit, file) => {
      if (file === 'seo/about.json') translateTheRest(unit);
    });
    await writeFile(out, translated);
    const { stdout } = await run(TSX, [SCRIPT, 'import', out], { env });
    expect(stdout).toContain(`wrote ${path.join(content.dir, 'seo/about.fr_FR.json')}`);
    expect(stdout).toMatch(/valid \(7 documents, 3 views\)/);
    await expect(run(TSX, [SCRIPT, 'import'], { env })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: npm run content:xliff') as unknown,
    });
  });
});
