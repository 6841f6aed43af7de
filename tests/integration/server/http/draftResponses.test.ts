import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFolderStore } from '../../../../content-model/store/folderStore';
import { editJson } from '../../support/contentEdits';
import { makeContentDir } from '../../../support/fixtureContent';
import { addUser, signInAs, type EditorClient } from '../../support/editorClient';
import { KEYS, SITE_CONTENTS } from '../../support/fixtureIds';
import { startLoggedServer, type LogLine } from '../../support/loggedServer';
import type { TestServer } from '../../support/testServer';

let contentDir: string;
let cleanup: () => Promise<void>;
let server: TestServer;
let log: LogLine[];
let ana: EditorClient;
/** The signed-in author's `Cookie` header: she sees the drafted content. */
let author: Record<string, string>;

const MARKER = 'Preview — draft content';
const WATCHED = { timeout: 10_000 };
const MEDIA = `/sfsites/c/cms/delivery/media/${KEYS.banner}`;
const ABOUT_SEO = 'seo/about.json';
const NEWS_A = 'documents/news-a.json';

interface StoredFile {
  revision: number;
  body: Record<string, unknown>;
}

const read = async (response: Promise<Response>) => (await (await response).json()) as StoredFile;

/** Saves a draft of a published file through the authoring API, made by `edit` of its body. */
async function saveDraft(file: string, edit: (body: Record<string, unknown>) => unknown) {
  const published = await read(ana.api(server, 'GET', `/files/${file}`));
  const current = await ana.api(server, 'GET', `/drafts/${file}`);
  const revision = current.status === 200 ? (await read(Promise.resolve(current))).revision : 0;
  const saved = await ana.api(server, 'PUT', `/drafts/${file}`, {
    body: edit(published.body),
    revision,
    baseRevision: published.revision,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return ((await saved.json()) as { draft: { revision: number } }).draft.revision;
}

/** The page's title (the fixture renderer reads it from the SEO API, in process) and body. */
async function page(headers: Record<string, string> = {}) {
  const response = await server.fetch('/about', { headers });
  const html = await response.text();
  return { response, html, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] };
}

async function newsTitle(headers: Record<string, string> = {}, key: string = KEYS.newsA) {
  const response = await server.fetch(`${SITE_CONTENTS}/${key}`, { headers });
  return ((await response.json()) as { title: string }).title;
}

beforeEach(async () => {
  ({ dir: contentDir, cleanup } = await makeContentDir());
  const store = await openFolderStore({ contentDir });
  try {
    await addUser(store.accounts, 'ana', 'author');
  } finally {
    await store.close();
  }
  log = [];
  ({ server, log } = await startLoggedServer({ contentDir }));
  ana = await signInAs(server, 'ana');
  author = { Cookie: ana.cookie };
});
afterEach(async () => {
  await server.close();
  await cleanup();
});

describe('a signed-in author with drafts', () => {
  beforeEach(async () => {
    await saveDraft(ABOUT_SEO, (seo) => ({ ...seo, recordName: 'Draft About' }));
    await saveDraft(NEWS_A, (doc) => ({ ...doc, title: 'Draft News A' }));
  });

  it('outlines, on a page in another language, the copy still in the default language', async () => {
    const french = await server.fetch('/fr/about', { headers: author });
    const html = await french.text();
    expect(html).toContain('copy still in English is outlined');
    expect(html).toContain('<style data-preview-marker>.in-language>*{outline:');
    // Guests never see it, and the default language's preview has the plain badge.
    const guest = await (await server.fetch('/fr/about')).text();
    expect(guest).not.toContain('data-preview-marker');
    const english = (await page(author)).html;
    expect(english).toContain(MARKER);
    expect(english).not.toContain('is outlined');
  });

  it('reads the drafts in every read of its request while guests read the published content, at the same time', async () => {
    const guests = Array.from({ length: 4 }, () => page());
    const previews = Array.from({ length: 4 }, () => page(author));
    const [guestPages, previewPages] = await Promise.all([
      Promise.all(guests),
      Promise.all(previews),
    ]);
    for (const guest of guestPages) {
      expect(guest.title).toBe('About');
      expect(guest.html).not.toContain(MARKER);
    }
    for (const preview of previewPages) {
      // The page's own in-process read of the SEO API came from the drafts too.
      expect(preview.title).toBe('Draft About');
      expect(preview.html).toContain(`<aside aria-label="Preview" data-preview-marker`);
      expect(preview.html).toContain(MARKER);
    }
    const [guestNews, previewNews] = await Promise.all([newsTitle(), newsTitle(author)]);
    expect(guestNews).toBe('News A');
    expect(previewNews).toBe('Draft News A');
    // A file no draft replaces is the published one.
    expect(await newsTitle(author, KEYS.newsB)).toBe('News B');
  });

  it('is never cached for guests: private, no-store, kept out of the render cache, with an ETag of its own', async () => {
    const preview = await page(author);
    expect(preview.response.headers.get('cache-control')).toBe('private, no-store');
    expect(server.app.renderCache.size).toBe(0);
    const guest = await page();
    expect(guest.title).toBe('About');
    expect(guest.response.headers.get('cache-control')).toMatch(/^public/);
    expect(server.app.renderCache.size).toBe(1);
    const previewEtag = preview.response.headers.get('etag') ?? '';
    const guestEtag = guest.response.headers.get('etag') ?? '';
    expect(previewEtag).toMatch(/^W\/"draft-/);
    expect(previewEtag.replace('draft-', '')).not.toBe(guestEtag);
    // A guest sending the draft's ETag gets the published page, whole.
    const revalidated = await server.fetch('/about', { headers: { 'If-None-Match': previewEtag } });
    expect(revalidated.status).toBe(200);
    expect(await revalidated.text()).not.toContain(MARKER);
    // The drafted page is still the draft after a guest filled the cache.
    expect((await page(author)).title).toBe('Draft About');

    const api = await server.fetch(`${SITE_CONTENTS}/${KEYS.newsA}`, { headers: author });
    expect(api.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gets the media of the drafted content privately, with an ETag of its own', async () => {
    const guest = await server.fetch(MEDIA);
    const preview = await server.fetch(MEDIA, { headers: author });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('etag')).toMatch(/^"draft-/);
    expect(guest.headers.get('cache-control')).toMatch(/^public/);
    expect(guest.headers.get('etag')).not.toMatch(/draft/);
  });

  it('keeps showing the last drafts that passed the checks when a saved draft does not, and logs its problems', async () => {
    expect(await newsTitle(author)).toBe('Draft News A');
    await saveDraft(NEWS_A, (doc) => ({ ...doc, title: '' }));
    expect(await newsTitle(author)).toBe('Draft News A');
    const refused = log.find((line) => line.msg.startsWith('the drafts do not pass the checks'));
    const problems = (refused as { problems?: string[] } | undefined)?.problems;
    expect(problems).toEqual([expect.stringMatching(/documents\/news-a\.json:\d+:\d+: title: /)]);
    expect(await newsTitle()).toBe('News A');
    // Drafts that do not pass are no failed publish.
    const ready = (await (await server.fetch('/readyz')).json()) as { content: { result: string } };
    expect(ready.content.result).toBe('ok');
  });

  it('sees a published change no draft replaces', async () => {
    await editJson(contentDir, 'documents/news-b.json', (doc) => ({
      ...doc,
      title: 'News B, new',
    }));
    await expect.poll(() => newsTitle(author, KEYS.newsB), WATCHED).toBe('News B, new');
    expect(await newsTitle(author)).toBe('Draft News A');
    expect(await newsTitle()).toBe('News A');
  });

  it('sees a draft saved again at once, and guests never', async () => {
    await saveDraft(NEWS_A, (doc) => ({ ...doc, title: 'Draft News A, again' }));
    expect(await newsTitle(author)).toBe('Draft News A, again');
    expect(await newsTitle()).toBe('News A');
  });
});

describe('a signed-in author without drafts', () => {
  it('sees the published content, then a draft once saved, and the published again once it is discarded', async () => {
    const before = await page(author);
    expect(before.title).toBe('About');
    expect(before.html).not.toContain(MARKER);
    expect(await newsTitle(author)).toBe('News A');

    const revision = await saveDraft(NEWS_A, (doc) => ({ ...doc, title: 'Draft News A, late' }));
    expect(await newsTitle(author)).toBe('Draft News A, late');
    expect(await newsTitle()).toBe('News A');

    const discarded = await ana.api(server, 'DELETE', `/drafts/${NEWS_A}?revision=${revision}`);
    expect(discarded.status).toBe(204);
    expect(await newsTitle(author)).toBe('News A');
  });

  it('gets private pages, its window isolated from its opener; the editor too, and guests without', async () => {
    const signedIn = await page(author);
    expect(signedIn.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(signedIn.response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const guest = await page();
    expect(guest.response.status).toBe(200);
    expect(guest.response.headers.get('cross-origin-opener-policy')).toBeNull();
    // The sign-in form and the authoring API carry the site's headers and the isolation too.
    for (const answer of [
      await server.fetch('/editor'),
      await server.fetch('/editor/api/drafts'),
    ]) {
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });
});

describe('a guest', () => {
  beforeEach(async () => {
    await saveDraft(NEWS_A, (doc) => ({ ...doc, title: 'Draft News A' }));
  });

  it('reads no draft, whatever cookie it makes up', async () => {
    for (const cookie of [
      `editor_session=${'A'.repeat(43)}`,
      `editor_preview=zzzzzz.${'A'.repeat(43)}`,
      'preview_user=1.abc',
    ]) {
      const preview = await page({ Cookie: cookie });
      expect(preview.title, cookie).toBe('About');
      expect(preview.html).not.toContain(MARKER);
      expect(await newsTitle({ Cookie: cookie })).toBe('News A');
    }
    expect(await newsTitle(author)).toBe('Draft News A');
  });
});
