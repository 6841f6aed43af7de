import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStore } from '../../../../../content-model/store/contentStore';
import { XSS_CORPUS } from '../../../../fixtures/xss';
import { appPages } from '../../../support/appPages';
import { startAuthoringServer, type AuthoringServer } from '../../../support/authoringServer';
import type { EditorClient } from '../../../support/editorClient';
import { payloadGroups, renderedSafety, SAFE_PAGE, titleOf } from '../../../support/renderedSafety';
import type { TestServer } from '../../../support/testServer';

const SOON = { timeout: 8000, interval: 50 };
const NEWS_A = 'MCSYWB5WKH7DNSIPZZ7FK4ZRI3R2';
const NEWS_B = 'MCWYOJFLJOOA7LQSAJ2XUID5ZZZZ';
const BANNER = 'MCUJZDEGXDNCF32EPF3DHODZDOCI';
const COLLECTION = 'MCHH7566TFJGVQ6KBNXJBTFQXKWO';

interface Revisions {
  published: { revision: number; by: string } | null;
  draft: { revision: number; baseRevision: number; stale: boolean; removes: boolean } | null;
}
interface Listed extends Revisions {
  contentKey: string;
  title: string;
  type: string;
  language: string;
  path: string;
  status: 'published' | 'draft' | 'stale';
}
interface Read extends Listed {
  document: Record<string, unknown> & {
    title: string;
    publishedDate: string;
    contentBody: Record<string, unknown>;
  };
}

describe('documents through the authoring API', { timeout: 60_000 }, () => {
  let server: TestServer;
  let store: ContentStore;
  let ana: EditorClient;
  let ben: EditorClient;
  let pia: EditorClient;
  let authoring: AuthoringServer;

  beforeAll(async () => {
    authoring = await startAuthoringServer({
      users: { ana: 'author', ben: 'author', pia: 'publisher' },
      server: {
        sourceSite: appPages,
        publishTimings: { settleMs: 20, quietMs: 100, rescanMs: 100 },
      },
    });
    ({ server, store } = authoring);
    ana = authoring.editor('ana');
    ben = authoring.editor('ben');
    pia = authoring.editor('pia');
  });

  afterAll(() => authoring.close());

  const json = async <T>(response: Response | Promise<Response>) =>
    (await (await response).json()) as T;
  const list = (query: string) =>
    json<{ documents: Listed[]; next: string | null }>(
      ana.api(server, 'GET', `/documents${query}`),
    );
  const read = (key: string, query = '') =>
    json<Read>(ana.api(server, 'GET', `/documents/${key}${query}`));
  const publish = async (paths: readonly string[]) => {
    const { drafts } = await json<{ drafts: { path: string; revision: number }[] }>(
      pia.api(server, 'GET', '/drafts'),
    );
    const response = await pia.api(server, 'POST', '/publish', {
      message: 'Documents from the editor',
      drafts: drafts
        .filter((draft) => paths.includes(draft.path))
        .map(({ path, revision }) => ({ path, revision })),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { version } = await json<{ version: { id: string } }>(response);
    await expect.poll(async () => (await store.head())?.id, SOON).toBe(version.id);
  };

  it('lists the images of a search with their alt text, for a picker', async () => {
    const images = await list('?type=sfdc_cms__image&q=banner');
    expect(images.documents).toEqual([
      expect.objectContaining({
        contentKey: BANNER,
        title: 'Banner picture',
        altText: 'Banner picture alt',
      }),
    ]);
    const news = await list('?type=sfdc_cms__news');
    expect(news.documents.every((doc) => !('altText' in doc))).toBe(true);
  });

  it('lists each document with its managed content id, and finds it by that id', async () => {
    const news = await list('?type=sfdc_cms__news&q=news%20a');
    expect(news.documents).toEqual([
      expect.objectContaining({ contentKey: NEWS_A, managedContentId: '20YNGMGmSrCGIZEG8p' }),
    ]);
    // A view names it by its 18 characters or by the first 15.
    for (const id of ['20YNGMGmSrCGIZEG8p', '20YNGMGmSrCGIZE']) {
      const found = await list(`?q=${id}`);
      expect(found.documents.map((doc) => doc.contentKey)).toEqual([NEWS_A]);
    }
  });

  it('lists the documents in the default language, paged by content key', async () => {
    const all = await list('');
    expect(all.documents.map((doc) => doc.contentKey)).toEqual(
      [...all.documents.map((doc) => doc.contentKey)].sort(),
    );
    expect(all.documents).toHaveLength(7);
    expect(all.documents.every((doc) => doc.language === 'en_US')).toBe(true);
    expect(all.documents.find((doc) => doc.contentKey === NEWS_A)).toMatchObject({
      title: 'News A',
      type: 'sfdc_cms__news',
      path: 'documents/news-a.json',
      status: 'published',
      published: { revision: 1 },
      draft: null,
    });
    const first = await list('?limit=3');
    expect(first.documents).toHaveLength(3);
    expect(first.next).toBe(first.documents[2]?.contentKey);
    const second = await list(`?limit=3&after=${first.next ?? ''}`);
    const third = await list(`?limit=3&after=${second.next ?? ''}`);
    expect(third.next).toBeNull();
    expect([...first.documents, ...second.documents, ...third.documents]).toEqual(all.documents);
  });

  it('searches by title or key in any case, by type and by language', async () => {
    const titles = async (query: string) =>
      (await list(query)).documents.map((doc) => doc.title).sort();
    expect(await titles('?q=NEWS')).toEqual(['News A', 'News B', 'News C']);
    expect(await titles(`?q=${NEWS_B.slice(0, 10).toLowerCase()}`)).toEqual(['News B']);
    expect(await titles('?type=sfdc_cms__image')).toEqual(['Banner picture', 'Portrait', 'Thumb']);
    expect(await titles('?language=fr_FR')).toEqual(['Actualité B', 'Image de bannière']);
    expect(await titles('?language=fr_FR&type=sfdc_cms__news')).toEqual(['Actualité B']);
    const wrong = await ana.api(server, 'GET', '/documents?status=old&language=French');
    expect(wrong.status).toBe(400);
    const { fields } = await json<{ fields: { path: string }[] }>(wrong);
    expect(fields.map((field) => field.path).sort()).toEqual(['query.language', 'query.status']);
  });

  it('reads a document and its variant with their revisions', async () => {
    expect(await read(NEWS_B)).toMatchObject({
      language: 'en_US',
      path: 'documents/news-b.json',
      published: { revision: 1 },
      draft: null,
      document: { title: 'News B' },
    });
    expect(await read(NEWS_B, '?language=fr_FR')).toMatchObject({
      language: 'fr_FR',
      path: 'documents/news-b.fr_FR.json',
      document: { title: 'Actualité B' },
    });
    expect((await ana.api(server, 'GET', `/documents/${NEWS_A}?language=fr_FR`)).status).toBe(404);
    expect((await ana.api(server, 'GET', '/documents/MCAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(
      404,
    );
  });

  it('makes a news document as content:new does, as a draft that passes the checks', async () => {
    const created = await ana.api(server, 'POST', '/documents', {
      type: 'sfdc_cms__news',
      title: 'Our new depot!',
      body: { excerpt: 'A depot in Austin.', body: '<p>Now open.</p>' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const made = await json<Read>(created);
    expect(made).toMatchObject({
      path: 'documents/our-new-depot.json',
      status: 'draft',
      published: null,
      draft: { revision: 1, baseRevision: 0 },
      document: {
        urlName: 'our-new-depot',
        language: 'en_US',
        contentType: { fullyQualifiedName: 'sfdc_cms__news', name: 'News' },
        contentBody: { excerpt: 'A depot in Austin.', body: '<p>Now open.</p>' },
      },
    });
    expect(made.contentKey).toMatch(/^MC[A-Z2-7]{26}$/);
    expect(made.document.managedContentId).toMatch(/^20Y5f00000[A-Za-z0-9]{5}[A-Z0-5]{3}$/);
    expect((await read(made.contentKey)).document).toEqual(made.document);
    expect((await list('?status=draft')).documents.map((doc) => doc.contentKey)).toEqual([
      made.contentKey,
    ]);
    expect((await json<{ ok: boolean }>(ana.api(server, 'POST', '/check', {}))).ok).toBe(true);
  });

  it('refuses an image, a body its type does not have, and a title whose file exists', async () => {
    const image = await ana.api(server, 'POST', '/documents', {
      type: 'sfdc_cms__image',
      title: 'A picture',
      body: {},
    });
    expect(image.status).toBe(400);
    expect((await json<{ fields: { path: string }[] }>(image)).fields[0]?.path).toBe('body.type');
    const body = await ana.api(server, 'POST', '/documents', {
      type: 'sfdc_cms__news',
      title: 'No excerpt',
      body: { body: '<p>x</p>' },
    });
    expect(body.status).toBe(400);
    expect((await json<{ fields: { path: string }[] }>(body)).fields[0]?.path).toBe(
      'body.body.excerpt',
    );
    const again = await ana.api(server, 'POST', '/documents', {
      type: 'sfdc_cms__news',
      title: 'Our new depot',
      body: { excerpt: '', body: '' },
    });
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toContain('our-new-depot.json');
  });

  it('updates a document as a draft, and refuses a stale update with 409, changing nothing', async () => {
    const before = await read(NEWS_A);
    const saved = await ana.api(server, 'PUT', `/documents/${NEWS_A}`, {
      document: { ...before.document, title: 'News A, edited' },
      revision: 0,
      baseRevision: before.published?.revision,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await read(NEWS_A)).toMatchObject({
      status: 'draft',
      draft: { revision: 1 },
      document: { title: 'News A, edited' },
    });
    const stale = await ben.api(server, 'PUT', `/documents/${NEWS_A}`, {
      document: { ...before.document, title: 'Ben was not told' },
      revision: 0,
      baseRevision: before.published?.revision,
    });
    expect(stale.status).toBe(409);
    const answer = await json<{ message: string; current: { revision: number } }>(stale);
    expect(answer.message).toContain('saved by ana');
    expect(answer.current.revision).toBe(1);
    expect((await read(NEWS_A)).document.title).toBe('News A, edited');
    const renamed = await ana.api(server, 'PUT', `/documents/${NEWS_A}`, {
      document: { ...before.document, contentKey: NEWS_B, title: '' },
      revision: 1,
      baseRevision: 1,
    });
    expect(renamed.status).toBe(400);
    const { fields } = await json<{ fields: { path: string }[] }>(renamed);
    expect(fields.map((field) => field.path)).toEqual(
      expect.arrayContaining(['body.document.title', 'body.document.contentKey']),
    );
  });

  it('marks a draft stale once its published file changes under it', async () => {
    const draft = await read(NEWS_A);
    const published = await json<{ revision: number; body: Record<string, unknown> }>(
      ana.api(server, 'GET', '/files/documents/news-a.json'),
    );
    const outcome = await store.publish({
      author: 'an import',
      message: 'Changed beside the editor',
      changes: [
        {
          path: 'documents/news-a.json',
          body: new TextEncoder().encode(
            JSON.stringify({ ...published.body, title: 'News A, imported' }),
          ),
          baseRevision: published.revision,
        },
      ],
    });
    expect(outcome.result).toBe('published');
    expect((await read(NEWS_A)).status).toBe('stale');
    expect((await list('?status=stale')).documents.map((doc) => doc.contentKey)).toEqual([NEWS_A]);
    expect(draft.status).toBe('draft');
  });

  it('names where a document is used: views by node, documents by key', async () => {
    const { usedBy } = await json<{
      usedBy: { views: { view: string; node: string }[]; documents: { contentKey: string }[] };
    }>(ana.api(server, 'GET', `/documents/${NEWS_B}/used-by`));
    expect(usedBy.views).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ view: 'about', node: 'b0b7aab7-1b15-5477-9985-5a745205dc1d' }),
        expect.objectContaining({ view: 'blocks', node: '5d38d36a-b7fd-5072-b207-3e35d379c936' }),
      ]),
    );
    expect(usedBy.documents).toEqual([{ contentKey: COLLECTION, language: 'en_US' }]);
  });

  it('refuses to remove a document in use, naming where; removes one nobody uses', async () => {
    const refused = await ana.api(server, 'DELETE', `/documents/${NEWS_B}`);
    expect(refused.status).toBe(409);
    const { message } = await json<{ message: string }>(refused);
    expect(message).toContain('the view about (node b0b7aab7-1b15-5477-9985-5a745205dc1d');
    expect(message).toContain(`the document ${COLLECTION}`);
    expect((await read(NEWS_B)).draft).toBeNull();

    const [created] = (await list('?q=our new depot')).documents;
    await publish([created?.path ?? '']);
    const removed = await ana.api(server, 'DELETE', `/documents/${created?.contentKey ?? ''}`);
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(await read(created?.contentKey ?? '')).toMatchObject({ draft: { removes: true } });
  });

  it('says per served language whether a translation is missing, out of date or done', async () => {
    const languages = async (key: string) =>
      (
        await json<{ languages: { language: string; status: string }[] }>(
          ana.api(server, 'GET', `/documents/${key}/languages`),
        )
      ).languages;
    expect(await languages(NEWS_B)).toEqual([
      expect.objectContaining({ language: 'fr_FR', status: 'translated' }),
    ]);
    expect(await languages(BANNER)).toEqual([
      expect.objectContaining({ language: 'fr_FR', status: 'translated' }),
    ]);
    expect(await languages(NEWS_A)).toEqual([{ language: 'fr_FR', status: 'missing' }]);
    const source = await read(NEWS_B);
    const saved = await ana.api(server, 'PUT', `/documents/${NEWS_B}`, {
      document: { ...source.document, publishedDate: '2026-01-01T00:00:00.000Z' },
      revision: 0,
      baseRevision: source.published?.revision,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await languages(NEWS_B)).toEqual([
      expect.objectContaining({ language: 'fr_FR', status: 'out-of-date' }),
    ]);
  });

  describe('the XSS corpus in titles and body text', () => {
    const groups = payloadGroups(XSS_CORPUS, 15);
    const made: { key: string; path: string; group: number }[] = [];

    it('keeps every text byte for byte', async () => {
      for (const [group, text] of groups.entries()) {
        const created = await ana.api(server, 'POST', '/documents', {
          type: 'sfdc_cms__news',
          title: text,
          body: { excerpt: text, body: text },
        });
        expect(created.status, await created.clone().text()).toBe(201);
        const doc = await json<Read>(created);
        made.push({ key: doc.contentKey, path: doc.path, group });
        const back = await read(doc.contentKey);
        expect(back.document.title).toBe(text);
        expect(back.document.contentBody).toEqual({ excerpt: text, body: text });
      }
      const collection = await read(COLLECTION);
      const updated = {
        ...collection.document,
        title: groups[0],
        contentBody: { ...collection.document.contentBody, description: groups[1] },
      };
      const saved = await ana.api(server, 'PUT', `/documents/${COLLECTION}`, {
        document: updated,
        revision: 0,
        baseRevision: collection.published?.revision,
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect((await read(COLLECTION)).document).toEqual(updated);
    });

    it('never puts them in a published article page as live markup', async () => {
      await publish([...made.map((doc) => doc.path), 'documents/collection.json']);
      for (const { key, group } of made) {
        const target = `/sfdc_cms__news/${key}`;
        await expect.poll(async () => (await server.fetch(target)).status, SOON).toBe(200);
        const html = await (await server.fetch(target)).text();
        expect({ key, ...renderedSafety(html) }).toEqual({ key, ...SAFE_PAGE });
        const title = titleOf(html);
        for (const payload of XSS_CORPUS.slice(group * 15, group * 15 + 15)) {
          expect(title).toContain(payload.keep[0]);
        }
      }
      const about = await (await server.fetch('/about')).text();
      expect(renderedSafety(about)).toEqual(SAFE_PAGE);
    });
  });
});
