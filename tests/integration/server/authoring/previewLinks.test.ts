import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openFolderStore } from '../../../../content-model/store/folderStore';
import type { ContentStore } from '../../../../content-model/store/contentStore';
import { makeContentDir } from '../../../support/fixtureContent';
import { addUser, signInAs, type EditorClient } from '../../support/editorClient';
import { KEYS, SITE_ID } from '../../support/fixtureIds';
import { startTestServer, type TestServer } from '../../support/testServer';

const NEWS = 'documents/news-a.json';
const DELIVERY = `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents/${KEYS.newsA}`;

describe('drafts are seen signed in or by a preview link, never by a guest', () => {
  let server: TestServer;
  let store: ContentStore;
  let ana: EditorClient;
  let published = '';
  let cleanup: () => Promise<void>;

  const titleFor = async (cookie?: string) => {
    const response = await server.fetch(DELIVERY, cookie ? { headers: { cookie } } : {});
    return ((await response.json()) as { title: string }).title;
  };

  beforeAll(async () => {
    const content = await makeContentDir();
    cleanup = content.cleanup;
    server = await startTestServer({ contentDir: content.dir });
    store = await openFolderStore({ contentDir: content.dir });
    await addUser(store.accounts, 'ana', 'author');
    ana = await signInAs(server, 'ana');
    const file = (await (await ana.api(server, 'GET', `/files/${NEWS}`)).json()) as {
      revision: number;
      body: { title: string };
    };
    published = file.body.title;
    await ana.api(server, 'PUT', `/drafts/${NEWS}`, {
      body: { ...file.body, title: 'Only in the draft' },
      revision: 0,
      baseRevision: file.revision,
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    await Promise.all([server.close(), store.close()]);
    await cleanup();
  });

  it('shows the draft to the signed-in author, privately, and the published content to a guest', async () => {
    expect(await titleFor(ana.cookie)).toBe('Only in the draft');
    expect(await titleFor()).toBe(published);
    const signedIn = await server.fetch(DELIVERY, { headers: { cookie: ana.cookie } });
    expect(signedIn.headers.get('cache-control')).toMatch(/private|no-store/);
  });

  it('opens the drafted site with a preview link, read-only, until the link expires', async () => {
    const made = await ana.api(server, 'POST', '/preview-links', {
      path: '/about',
      expiresInHours: 1,
    });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    const opened = await server.fetch(url);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/about');
    const cookie = opened.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(cookie).toMatch(/^editor_preview=/);
    expect(await titleFor(cookie)).toBe('Only in the draft');
    expect((await server.fetch('/editor/api/drafts', { headers: { cookie } })).status).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_601_000 });
    expect(await titleFor(cookie)).toBe(published);
    expect((await server.fetch(url)).status).toBe(410);
  });

  it('refuses a forged preview link', async () => {
    const forged = await server.fetch(
      '/editor/preview/zzzzzz.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(forged.status).toBe(410);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect((await server.fetch('/editor/preview/nonsense')).status).toBe(404);
  });
});
