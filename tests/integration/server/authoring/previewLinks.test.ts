import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthoringServer, type AuthoringServer } from '../../support/authoringServer';
import type { EditorClient } from '../../support/editorClient';
import { KEYS, SITE_ID } from '../../support/fixtureIds';
import type { TestServer } from '../../support/testServer';

const NEWS = 'documents/news-a.json';
const DELIVERY = `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents/${KEYS.newsA}`;

describe('drafts are seen signed in or by a preview link, never by a guest', () => {
  let server: TestServer;
  let ana: EditorClient;
  let published = '';
  let authoring: AuthoringServer;

  const titleFor = async (cookie?: string) => {
    const response = await server.fetch(DELIVERY, cookie ? { headers: { cookie } } : {});
    return ((await response.json()) as { title: string }).title;
  };

  beforeAll(async () => {
    authoring = await startAuthoringServer({ users: { ana: 'author' } });
    server = authoring.server;
    ana = authoring.editor('ana');
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

  afterAll(() => authoring.close());

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
