import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { at, editJson } from '../../support/contentEdits';
import { makeContentDir } from '../../../support/fixtureContent';
import { KEYS, SITE_CONTENTS } from '../../support/fixtureIds';
import { startLoggedServer, type LogLine } from '../../support/loggedServer';
import { previewCookieHeader, type TestServer } from '../../support/testServer';

let contentDir: string;
let draftDir: string;
let cleanup: () => Promise<void>;
let server: TestServer;
let log: LogLine[];

const PREVIEW = { Cookie: previewCookieHeader() };
const MARKER = 'Preview — draft content';
const WATCHED = { timeout: 10_000 };
const MEDIA = `/sfsites/c/cms/delivery/media/${KEYS.banner}`;

/** Copies a published file into the draft folder, changed by `edit`. */
async function draftOf(file: string, edit: (json: Record<string, unknown>) => unknown) {
  await mkdir(path.dirname(path.join(draftDir, file)), { recursive: true });
  await writeFile(path.join(draftDir, file), await readFile(path.join(contentDir, file)));
  await editJson(draftDir, file, edit);
}

async function start(options: { previewSignIn?: undefined } = {}) {
  ({ server, log } = await startLoggedServer({ contentDir, ...options }));
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
  draftDir = path.join(contentDir, '.drafts');
  log = [];
  await draftOf('seo/about.json', (seo) => ({ ...seo, recordName: 'Draft About' }));
  await draftOf('documents/news-a.json', (doc) => ({ ...doc, title: 'Draft News A' }));
});
afterEach(async () => {
  await server.close();
  await cleanup();
});

describe('a signed-in preview', () => {
  it('outlines, on a page in another language, the copy still in the default language', async () => {
    await start();
    const french = await server.fetch('/fr/about', { headers: PREVIEW });
    const html = await french.text();
    expect(html).toContain('copy still in English is outlined');
    expect(html).toContain('<style data-preview-marker>.in-language>*{outline:');
    // Guests never see it, and the default language's preview has the plain badge.
    const guest = await (await server.fetch('/fr/about')).text();
    expect(guest).not.toContain('data-preview-marker');
    const english = (await page(PREVIEW)).html;
    expect(english).toContain(MARKER);
    expect(english).not.toContain('is outlined');
  });

  it('reads the draft in every read of its request while guests read the published content, at the same time', async () => {
    await start();
    const guests = Array.from({ length: 4 }, () => page());
    const previews = Array.from({ length: 4 }, () => page(PREVIEW));
    const [guestPages, previewPages] = await Promise.all([
      Promise.all(guests),
      Promise.all(previews),
    ]);
    for (const guest of guestPages) {
      expect(guest.title).toBe('About');
      expect(guest.html).not.toContain(MARKER);
    }
    for (const preview of previewPages) {
      // The page's own in-process read of the SEO API came from the draft too.
      expect(preview.title).toBe('Draft About');
      expect(preview.html).toContain(`<aside aria-label="Preview" data-preview-marker`);
      expect(preview.html).toContain(MARKER);
    }
    const [guestNews, previewNews] = await Promise.all([newsTitle(), newsTitle(PREVIEW)]);
    expect(guestNews).toBe('News A');
    expect(previewNews).toBe('Draft News A');
    // A file the draft does not replace is the published one.
    expect(await newsTitle(PREVIEW, KEYS.newsB)).toBe('News B');
  });

  it('is never cached for guests: private, no-store, kept out of the render cache, with an ETag of its own', async () => {
    await start();
    const preview = await page(PREVIEW);
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
    // The draft's page is still the draft after a guest filled the cache.
    expect((await page(PREVIEW)).title).toBe('Draft About');

    const api = await server.fetch(`${SITE_CONTENTS}/${KEYS.newsA}`, { headers: PREVIEW });
    expect(api.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gets the draft media and its own ETag', async () => {
    await mkdir(path.join(draftDir, 'media'), { recursive: true });
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f4a300' } })
      .jpeg()
      .toFile(path.join(draftDir, 'media', `${KEYS.banner}.jpg`));
    await start();
    const guest = await server.fetch(MEDIA);
    const preview = await server.fetch(MEDIA, { headers: PREVIEW });
    expect((await sharp(Buffer.from(await guest.arrayBuffer())).metadata()).width).toBe(2000);
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).width).toBe(40);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('etag')).toMatch(/^"draft-/);
    expect(guest.headers.get('cache-control')).toMatch(/^public/);
  });

  it('keeps the last valid draft when a saved draft is invalid, and logs its problems', async () => {
    await start();
    expect(await newsTitle(PREVIEW)).toBe('Draft News A');
    await editJson(draftDir, 'documents/news-a.json', (doc) => ({ ...doc, title: '' }));
    await expect
      .poll(() => log.find((line) => line.msg.startsWith('draft not published')), WATCHED)
      .toBeDefined();
    const problem = log.find((line) => line.msg.startsWith('draft not published'));
    expect(problem?.msg).toMatch(
      /^draft not published: .*\.drafts\/documents\/news-a\.json:\d+:\d+: title: /,
    );
    expect(problem?.file).toMatch(/\.drafts\/documents\/news-a\.json$/);
    expect(await newsTitle(PREVIEW)).toBe('Draft News A');
    expect(await newsTitle()).toBe('News A');
    // A refused draft is no failed publish.
    const ready = (await (await server.fetch('/readyz')).json()) as { content: { result: string } };
    expect(ready.content.result).toBe('ok');
  });

  it('sees a published change the draft does not replace', async () => {
    await start();
    await editJson(contentDir, 'documents/news-b.json', (doc) => ({
      ...doc,
      title: 'News B, new',
    }));
    await expect.poll(() => newsTitle(PREVIEW, KEYS.newsB), WATCHED).toBe('News B, new');
    expect(await newsTitle(PREVIEW)).toBe('Draft News A');
    expect(await newsTitle()).toBe('News A');
  });

  it('publishes a saved draft file to the preview only', async () => {
    await start();
    await editJson(draftDir, 'documents/news-a.json', (doc) => {
      at(doc).title = 'Draft News A, again';
    });
    await expect.poll(() => newsTitle(PREVIEW), WATCHED).toBe('Draft News A, again');
    expect(await newsTitle()).toBe('News A');
  });
});

describe('a draft folder that does not exist', () => {
  beforeEach(async () => {
    await rm(draftDir, { recursive: true });
  });

  it('is not made: the preview shows the published content until it is, then its drafts, and again when it goes', async () => {
    await start();
    expect(existsSync(draftDir)).toBe(false);
    const before = await page(PREVIEW);
    expect(before.title).toBe('About');
    expect(before.html).not.toContain(MARKER);
    expect(await newsTitle(PREVIEW)).toBe('News A');

    await draftOf('documents/news-a.json', (doc) => ({ ...doc, title: 'Draft News A, late' }));
    await expect.poll(() => newsTitle(PREVIEW), WATCHED).toBe('Draft News A, late');
    expect(await newsTitle()).toBe('News A');

    await rm(draftDir, { recursive: true });
    await expect.poll(() => newsTitle(PREVIEW), WATCHED).toBe('News A');
  });
});

describe('without the preview sign-in', () => {
  it('reads no draft, whatever the cookie', async () => {
    await start({ previewSignIn: undefined });
    const preview = await page(PREVIEW);
    expect(preview.title).toBe('About');
    expect(preview.html).not.toContain(MARKER);
    expect(await newsTitle(PREVIEW)).toBe('News A');
  });
});
