import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFolderStore } from '../../../content-model/store/folderStore';
import { openPostgresStore, type PostgresStore } from '../../../content-model/store/postgresStore';
import type { ContentStore } from '../../../content-model/store/contentStore';
import { startCluster, type Cluster } from '../../../scripts/postgres/cluster';
import { createDatabase } from '../../../scripts/postgres/databases';
import { makeContentDir } from '../../support/fixtureContent';
import { startTestServer, type TestServer } from '../support/testServer';

/** An instance serves the content store's head, and every version published after it. */

const NEWS = 'documents/news-a.json';
const NEWS_KEY = 'MCSYWB5WKH7DNSIPZZ7FK4ZRI3R2';
const SOON = { timeout: 8000, interval: 50 };

interface ContentHealth {
  result: string;
  version?: string;
}

const contentHealth = async (server: TestServer) =>
  ((await (await server.fetch('/healthz')).json()) as { content: ContentHealth }).content;

const titleServed = (server: TestServer) => server.app.content.findDocument(NEWS_KEY)?.title;

/** Publishes the news article with a new title through the store, on its current revision. */
async function publishTitle(store: ContentStore, title: string): Promise<string> {
  const head = await store.head();
  const entry = head && (await store.tree(head.id)).get(NEWS);
  if (!entry) throw new Error('the news article is not published');
  const doc = JSON.parse(Buffer.from(await store.read(entry.hash)).toString('utf8')) as object;
  const outcome = await store.publish({
    author: 'test',
    message: title,
    changes: [
      {
        path: NEWS,
        body: Buffer.from(JSON.stringify({ ...doc, title })),
        baseRevision: entry.revision,
      },
    ],
  });
  if (outcome.result !== 'published') throw new Error(JSON.stringify(outcome));
  return outcome.version.id;
}

describe('an instance on the folder store', () => {
  let content: Awaited<ReturnType<typeof makeContentDir>>;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    content = await makeContentDir();
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await content.cleanup();
  });

  it('records the folder as version 1, and a save as the next, once however many instances read it', async () => {
    const timings = { settleMs: 20, quietMs: 100, rescanMs: 100 };
    servers.push(
      ...(await Promise.all(
        [1, 2].map(() => startTestServer({ contentDir: content.dir, publishTimings: timings })),
      )),
    );
    const [one, two] = servers as [TestServer, TestServer];
    const first = await contentHealth(one);
    expect(first).toMatchObject({ result: 'ok', version: expect.stringMatching(/^1-/) as unknown });
    expect((await contentHealth(two)).version).toBe(first.version);

    const file = path.join(content.dir, NEWS);
    const doc = JSON.parse(await readFile(file, 'utf8')) as object;
    await writeFile(file, JSON.stringify({ ...doc, title: 'Saved by hand' }, null, 2));
    for (const server of servers) {
      await expect.poll(() => titleServed(server), SOON).toBe('Saved by hand');
      await expect.poll(async () => (await contentHealth(server)).version, SOON).toMatch(/^2-/);
    }
    const store = await openFolderStore({ contentDir: content.dir });
    const history = await store.history();
    expect(history.map((version) => version.number)).toEqual([2, 1]);
    expect(history[0]?.changes.map((change) => change.path)).toEqual([NEWS]);
    expect((await contentHealth(one)).version).toBe(history[0]?.id);
  });
});

describe('instances on the PostgreSQL store', { timeout: 60_000 }, () => {
  let root = '';
  let cluster: Cluster;
  let databaseUrl = '';
  let store: PostgresStore | undefined;
  let content: Awaited<ReturnType<typeof makeContentDir>>;
  const servers: TestServer[] = [];
  const opened = () => {
    if (!store) throw new Error('the store is opened by the first test');
    return store;
  };

  beforeAll(async () => {
    // A cluster of this file's own: the tests stop it.
    root = await mkdtemp(path.join(tmpdir(), 'about-serving-'));
    await chmod(root, 0o755);
    cluster = await startCluster({ dir: path.join(root, 'cluster'), fast: true });
    databaseUrl = await createDatabase(cluster.url, 'serving');
    content = await makeContentDir();
  }, 60_000);

  afterAll(async () => {
    try {
      await Promise.all(servers.map((server) => server.close()));
      await store?.close();
    } finally {
      await cluster.stop();
      await content.cleanup();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('imports the content folder as version 1 when instances start on an empty database at once', async () => {
    const settings = { kind: 'postgres' as const, contentDir: content.dir, databaseUrl };
    servers.push(
      ...(await Promise.all(
        [1, 2, 3].map(() => startTestServer({ contentDir: content.dir, store: settings })),
      )),
    );
    store = await openPostgresStore({ databaseUrl });
    const history = await store.history();
    expect(history).toHaveLength(1);
    for (const server of servers) {
      expect(await contentHealth(server)).toMatchObject({ result: 'ok', version: history[0]?.id });
    }
  });

  it('serves a publish on every instance, told by NOTIFY', async () => {
    const id = await publishTitle(opened(), 'Published to the fleet');
    for (const server of servers) {
      await expect.poll(() => titleServed(server), SOON).toBe('Published to the fleet');
      expect((await contentHealth(server)).version).toBe(id);
    }
  });

  it('keeps serving while the database is down, says degraded, and follows again when it is back', async () => {
    await cluster.pause();
    for (const server of servers) {
      await expect
        .poll(async () => (await contentHealth(server)).result, { timeout: 12_000, interval: 100 })
        .toBe('degraded');
      expect((await server.fetch('/readyz')).status).toBe(200);
      expect(titleServed(server)).toBe('Published to the fleet');
    }
    await cluster.resume();
    await expect
      .poll(
        () =>
          publishTitle(opened(), 'After the outage').then(
            () => true,
            () => false,
          ),
        {
          timeout: 15_000,
          interval: 500,
        },
      )
      .toBe(true);
    for (const server of servers) {
      await expect
        .poll(() => titleServed(server), { timeout: 12_000, interval: 50 })
        .toBe('After the outage');
      await expect.poll(async () => (await contentHealth(server)).result, SOON).toBe('ok');
    }
  });
});
