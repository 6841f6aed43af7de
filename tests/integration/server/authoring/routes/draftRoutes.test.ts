import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFolderStore } from '../../../../../content-model/store/folderStore';
import { openPostgresStore } from '../../../../../content-model/store/postgresStore';
import type { ContentStore } from '../../../../../content-model/store/contentStore';
import type { StoreSettings } from '../../../../../content-model';
import { makeContentDir } from '../../../../support/fixtureContent';
import { useFreshDatabase } from '../../../../support/postgres';
import { addUser, signInAs, type EditorClient } from '../../../support/editorClient';
import { startTestServer, type TestServer } from '../../../support/testServer';

const NEWS = 'documents/news-a.json';

interface PublishedFile {
  revision: number;
  body: { title: string } & Record<string, unknown>;
}

const database = useFreshDatabase();

/** The store a test server runs on, and the same store opened by the test. */
const stores: Record<string, (contentDir: string) => [StoreSettings, () => Promise<ContentStore>]> =
  {
    'the folder store': (contentDir) => [
      { kind: 'folder', contentDir },
      () => openFolderStore({ contentDir }),
    ],
    'the PostgreSQL store': (contentDir) => [
      { kind: 'postgres', contentDir, databaseUrl: database.url },
      () => openPostgresStore({ databaseUrl: database.url }),
    ],
  };

describe.each(Object.keys(stores))('drafts through the authoring API, on %s', (kind) => {
  let server: TestServer;
  let store: ContentStore;
  let ana: EditorClient;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const content = await makeContentDir();
    cleanup = content.cleanup;
    const [settings, open] = stores[kind]!(content.dir);
    server = await startTestServer({ contentDir: content.dir, store: settings });
    store = await open();
    await addUser(store.accounts, 'ana', 'author');
    await addUser(store.accounts, 'ben', 'author');
    ana = await signInAs(server, 'ana');
  });

  afterAll(async () => {
    await Promise.all([server.close(), store.close()]);
    await cleanup();
  });

  const published = async () =>
    (await (await ana.api(server, 'GET', `/files/${NEWS}`)).json()) as PublishedFile;

  it('reads a published file with its revision, saves a draft on it, and reads the draft', async () => {
    const file = await published();
    expect(file.revision).toBeGreaterThan(0);
    const saved = await ana.api(server, 'PUT', `/drafts/${NEWS}`, {
      body: { ...file.body, title: 'A draft title' },
      revision: 0,
      baseRevision: file.revision,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      draft: { path: NEWS, revision: 1, savedBy: 'ana' },
    });
    const draft = (await (await ana.api(server, 'GET', `/drafts/${NEWS}`)).json()) as PublishedFile;
    expect(draft).toMatchObject({ revision: 1, stale: false, body: { title: 'A draft title' } });
    expect(server.app.content.findDocument('MCSYWB5WKH7DNSIPZZ7FK4ZRI3R2')?.title).not.toBe(
      'A draft title',
    );
  });

  it('refuses a stale save with 409, naming who saved since, and changes nothing', async () => {
    const ben = await signInAs(server, 'ben');
    const file = await published();
    const stale = await ben.api(server, 'PUT', `/drafts/${NEWS}`, {
      body: { ...file.body, title: 'Ben was not told' },
      revision: 0,
      baseRevision: file.revision,
    });
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as { message: string; current: { revision: number } };
    expect(answer.message).toContain('saved by ana');
    expect(answer.current.revision).toBe(1);
    const draft = (await (await ben.api(server, 'GET', `/drafts/${NEWS}`)).json()) as PublishedFile;
    expect(draft.body.title).toBe('A draft title');
  });

  it('lets exactly one of ten writers on one revision save', async () => {
    const file = await published();
    const writers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        ana.api(server, 'PUT', `/drafts/${NEWS}`, {
          body: { ...file.body, title: `Writer ${String(index)}` },
          revision: 1,
          baseRevision: file.revision,
        }),
      ),
    );
    const statuses = writers.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const draft = (await (await ana.api(server, 'GET', `/drafts/${NEWS}`)).json()) as PublishedFile;
    expect(draft.revision).toBe(2);
    expect(draft.body.title).toMatch(/^Writer \d$/);
  });

  it('checks the drafted content without publishing, and lists the problems', async () => {
    const file = await published();
    const current = (await (
      await ana.api(server, 'GET', `/drafts/${NEWS}`)
    ).json()) as PublishedFile;
    await ana.api(server, 'PUT', `/drafts/${NEWS}`, {
      body: { ...file.body, contentKey: 'not a key' },
      revision: current.revision,
      baseRevision: file.revision,
    });
    const check = await ana.api(server, 'POST', '/check', {});
    expect(check.status).toBe(200);
    const result = (await check.json()) as { ok: boolean; problems: { file: string }[] };
    expect(result.ok).toBe(false);
    expect(result.problems.some((problem) => problem.file === NEWS)).toBe(true);
    expect((await published()).revision).toBe(file.revision);
  });

  it('discards a draft only at its revision', async () => {
    const current = (await (
      await ana.api(server, 'GET', `/drafts/${NEWS}`)
    ).json()) as PublishedFile;
    expect((await ana.api(server, 'DELETE', `/drafts/${NEWS}?revision=1`)).status).toBe(409);
    const discarded = await ana.api(
      server,
      'DELETE',
      `/drafts/${NEWS}?revision=${String(current.revision)}`,
    );
    expect(discarded.status).toBe(204);
    expect((await ana.api(server, 'GET', `/drafts/${NEWS}`)).status).toBe(404);
  });

  it('refuses a path outside the content, naming it', async () => {
    const response = await ana.api(server, 'PUT', '/drafts/../secrets.json', {
      body: {},
      revision: 0,
      baseRevision: 0,
    });
    expect([400, 404]).toContain(response.status);
    const media = await ana.api(server, 'PUT', '/drafts/media/logo.json', {
      body: {},
      revision: 0,
      baseRevision: 0,
    });
    expect(media.status).toBe(400);
    expect(await media.json()).toMatchObject({ fields: [{ path: 'path' }] });
  });
});
