import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { DOMParser, XMLSerializer, type Element as XmlElement } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXliff } from '../../../../../content-model/cli/xliffDocument';
import type { ContentStore } from '../../../../../content-model/store/contentStore';
import { startAuthoringServer, type AuthoringServer } from '../../../support/authoringServer';
import { signInAs, type EditorClient } from '../../../support/editorClient';
import type { TestServer } from '../../../support/testServer';

const XLIFF_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0';
const NEWS_A = 'documents/news-a.json';
const NEWS_B_FR = 'documents/news-b.fr_FR.json';
const SEO_FR = 'seo/about.fr_FR.json';

/** The import's scratch folders (each holds the XLIFF file sent). */
const scratchFolders = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith('authoring-xliff-'));

const jsonOf = (bytes: Uint8Array | null): unknown =>
  bytes && (JSON.parse(new TextDecoder().decode(bytes)) as unknown);

const childNamed = (parent: XmlElement, name: string) =>
  Array.from(parent.getElementsByTagNameNS(XLIFF_NAMESPACE, name))[0];

/** Sets the target of unit `id` of `original` to `text`, as a translator's tool would. */
function translate(xliff: string, original: string, id: string, text: string): string {
  const doc = new DOMParser().parseFromString(xliff, 'application/xml');
  for (const file of Array.from(doc.getElementsByTagNameNS(XLIFF_NAMESPACE, 'file'))) {
    if (file.getAttribute('original') !== original) continue;
    for (const unit of Array.from(file.getElementsByTagNameNS(XLIFF_NAMESPACE, 'unit'))) {
      if (unit.getAttribute('id') !== id) continue;
      const segment = childNamed(unit, 'segment');
      if (!segment) throw new Error(`unit ${id} has no segment`);
      const existing = childNamed(segment, 'target');
      if (existing) segment.removeChild(existing);
      const target = doc.createElementNS(XLIFF_NAMESPACE, 'target');
      target.textContent = text;
      segment.appendChild(target);
      segment.setAttribute('state', 'translated');
      return new XMLSerializer().serializeToString(doc);
    }
  }
  throw new Error(`no unit ${id} in ${original}`);
}

describe('XLIFF through the authoring API', () => {
  let server: TestServer;
  let store: ContentStore;
  let ana: EditorClient;
  let authoring: AuthoringServer;

  beforeAll(async () => {
    authoring = await startAuthoringServer({
      users: { ana: 'author', ben: 'author' },
      signedIn: ['ana'],
    });
    ({ server, store } = authoring);
    ana = authoring.editor('ana');
  });

  afterAll(() => authoring.close());

  const exported = async (language = 'fr_FR') => {
    const answer = await ana.api(server, 'GET', `/xliff/${language}`);
    expect(answer.status).toBe(200);
    return answer.text();
  };

  const sendXliff = (xliff: string, type = 'application/xliff+xml') =>
    server.fetch('/editor/api/xliff', {
      method: 'POST',
      headers: { cookie: ana.cookie, 'x-csrf-token': ana.csrfToken, 'content-type': type },
      body: xliff,
    });

  const draftPaths = async () => (await store.drafts()).map((draft) => draft.path);

  it('exports the drafted content as an XLIFF 2.0 attachment', async () => {
    const published = (await (await ana.api(server, 'GET', `/files/${NEWS_A}`)).json()) as {
      revision: number;
      body: Record<string, unknown>;
    };
    const saved = await ana.api(server, 'PUT', `/drafts/${NEWS_A}`, {
      body: { ...published.body, title: 'A title only drafted' },
      revision: 0,
      baseRevision: published.revision,
    });
    expect(saved.status).toBe(200);

    const answer = await ana.api(server, 'GET', '/xliff/fr_FR');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xliff\+xml/);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="content.fr_FR.xlf"',
    );
    const read = readXliff(await answer.text());
    expect(read).toMatchObject({ version: '2.0', srcLang: 'en-US', trgLang: 'fr-FR' });
    const news = read.files.find((file) => file.original === NEWS_A);
    const title = news?.units.find((unit) => unit.id === 'title');
    expect(title?.source).toEqual([{ kind: 'text', text: 'A title only drafted' }]);
  });

  it('refuses a language the site does not translate into, naming the languages served', async () => {
    for (const language of ['de_DE', 'en_US', 'nonsense']) {
      const answer = await ana.api(server, 'GET', `/xliff/${language}`);
      expect(answer.status).toBe(400);
      const { message, languages } = (await answer.json()) as {
        message: string;
        languages: string[];
      };
      expect(message).toContain(`${language} is not a language to translate into`);
      expect(message).toContain('the site serves en_US, fr_FR');
      expect(languages).toEqual(['fr_FR']);
    }
  });

  it('imports translations back as drafts only, the published files unchanged', async () => {
    const before = await store.drafts();
    let xliff = translate(await exported(), 'documents/news-b.json', 'title', 'Nouvelle B');
    xliff = translate(xliff, 'seo/about.json', 'Description', 'Qui nous sommes, vraiment');
    const answer = await sendXliff(xliff);
    expect(answer.status).toBe(200);
    const { language, drafts } = (await answer.json()) as {
      language: string;
      drafts: { path: string; revision: number }[];
    };
    expect(language).toBe('fr_FR');
    expect(drafts.map((draft) => draft.path).sort()).toEqual([NEWS_B_FR, SEO_FR]);
    expect(drafts.every((draft) => draft.revision === 1)).toBe(true);

    const variant = (await (await ana.api(server, 'GET', `/drafts/${NEWS_B_FR}`)).json()) as {
      savedBy: string;
      body: { title: string };
    };
    expect(variant).toMatchObject({ savedBy: 'ana', body: { title: 'Nouvelle B' } });
    const published = (await (await ana.api(server, 'GET', `/files/${NEWS_B_FR}`)).json()) as {
      body: { title: string };
    };
    expect(published.body.title).not.toBe('Nouvelle B');
    expect((await draftPaths()).sort()).toEqual(
      [...before.map((draft) => draft.path), NEWS_B_FR, SEO_FR].sort(),
    );

    // Exported again, the drafted translation is the target.
    const again = readXliff(await exported());
    const title = again.files
      .find((file) => file.original === 'documents/news-b.json')
      ?.units.find((unit) => unit.id === 'title');
    expect(title?.target).toEqual([{ kind: 'text', text: 'Nouvelle B' }]);
  });

  it('imports a file sent as text/xml on the drafts it was exported from', async () => {
    const xliff = translate(await exported(), 'documents/news-b.json', 'title', 'Nouvelle B bis');
    const answer = await sendXliff(xliff, 'text/xml');
    expect(answer.status).toBe(200);
    const { drafts } = (await answer.json()) as { drafts: { path: string; revision: number }[] };
    expect(drafts).toEqual([{ path: NEWS_B_FR, revision: 2 }]);
  });

  it('refuses a malformed file with the importer’s message and drafts nothing', async () => {
    const before = await store.drafts();
    const xliff = (await exported()).replace('</source>', '</sourc>');
    const answer = await sendXliff(xliff);
    expect(answer.status).toBe(400);
    const { message, problems } = (await answer.json()) as {
      message: string;
      problems: string[];
    };
    expect(message).toMatch(/^The XLIFF file was not imported: the XLIFF file: /);
    expect(problems).toHaveLength(1);
    expect(message).not.toContain('/tmp');
    expect(await store.drafts()).toEqual(before);
  });

  it('refuses a translation the content checks refuse, naming the unit, and drafts nothing', async () => {
    const before = await store.drafts();
    const xliff = translate(await exported(), 'documents/news-b.json', 'urlName', 'not a url name');
    const answer = await sendXliff(xliff);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain(
      'unit urlName: "not a url name" is no url name',
    );
    expect(await store.drafts()).toEqual(before);
  });

  it('saves none of its drafts when another author saves one of its files meanwhile', async () => {
    const ben = await signInAs(server, 'ben');
    let xliff = translate(await exported(), 'documents/news-b.json', 'title', 'Nouvelle B ter');
    xliff = translate(xliff, 'seo/about.json', 'Description', 'Qui nous sommes, encore');
    const before = await store.drafts();
    const variant = before.find((draft) => draft.path === NEWS_B_FR)!;

    // Ben saves the variant once the import has read the drafts (its scratch file is made after)
    // and before it saves its own: the importer's checks take far longer than his save.
    const scratchBefore = new Set(await scratchFolders());
    const importing = sendXliff(xliff);
    await expect
      .poll(async () => (await scratchFolders()).some((name) => !scratchBefore.has(name)), {
        timeout: 5000,
        interval: 2,
      })
      .toBe(true);
    const bens = await ben.api(server, 'PUT', `/drafts/${NEWS_B_FR}`, {
      body: { ...(jsonOf(variant.body) as object), title: 'Ben’s title' },
      revision: variant.revision,
      baseRevision: variant.baseRevision,
    });
    expect(bens.status).toBe(200);

    const answer = await importing;
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /^The draft of documents\/news-b\.fr_FR\.json was saved by ben at .* meanwhile; nothing was saved\. Read it again and retry\.$/,
    );
    const after = await store.drafts();
    // The SEO translation of the same import was never saved: the batch is all or none.
    const seo = (drafts: typeof after) => drafts.find((draft) => draft.path === SEO_FR);
    expect(seo(after)).toEqual(seo(before));
    expect(jsonOf(after.find((draft) => draft.path === NEWS_B_FR)!.body)).toMatchObject({
      title: 'Ben’s title',
    });
  });

  it('refuses other body types and a JSON body', async () => {
    const asText = await sendXliff(await exported(), 'text/plain');
    expect(asText.status).toBe(415);
    const asJson = await ana.api(server, 'POST', '/xliff', { xliff: 'no' });
    expect(asJson.status).toBe(415);
    // The XLIFF types are only the import's: a JSON route still refuses them.
    const elsewhere = await server.fetch(`/editor/api/drafts/${NEWS_A}`, {
      method: 'PUT',
      headers: { cookie: ana.cookie, 'x-csrf-token': ana.csrfToken, 'content-type': 'text/xml' },
      body: '<x/>',
    });
    expect(elsewhere.status).toBe(415);
  });
  it('refuses to export or import drafted content that does not pass the checks (422)', async () => {
    const xliff = await exported();
    const draft = (await store.draft(NEWS_A))!;
    const broken = await ana.api(server, 'PUT', `/drafts/${NEWS_A}`, {
      body: { title: 42 },
      revision: draft.revision,
      baseRevision: draft.baseRevision,
    });
    expect(broken.status).toBe(200);
    const before = await store.drafts();
    for (const answer of [await ana.api(server, 'GET', '/xliff/fr_FR'), await sendXliff(xliff)]) {
      expect(answer.status).toBe(422);
      const { message, problems } = (await answer.json()) as {
        message: string;
        problems: string[];
      };
      expect(message).toContain('fix the drafts first');
      expect(problems.some((line) => line.startsWith(NEWS_A))).toBe(true);
    }
    expect(await store.drafts()).toEqual(before);
  });
});
