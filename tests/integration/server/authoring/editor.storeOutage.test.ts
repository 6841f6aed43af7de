import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openPostgresStore,
  type PostgresStore,
} from '../../../../content-model/store/postgresStore';
import { startCluster, type Cluster } from '../../../../scripts/postgres/cluster';
import { createDatabase } from '../../../../scripts/postgres/databases';
import { makeContentDir } from '../../../support/fixtureContent';
import { addUser, signInAs, type EditorClient } from '../../support/editorClient';
import { startTestServer, type TestServer } from '../../support/testServer';

/** While the database is down, the authoring API answers 503 with Retry-After and writes nothing. */
describe('the authoring API while the PostgreSQL store is unreachable', { timeout: 90_000 }, () => {
  let root = '';
  let cluster: Cluster;
  let store: PostgresStore;
  let server: TestServer;
  let ana: EditorClient;
  let content: Awaited<ReturnType<typeof makeContentDir>>;

  beforeAll(async () => {
    // A cluster of this file's own: the test stops it.
    root = await mkdtemp(path.join(tmpdir(), 'about-outage-'));
    await chmod(root, 0o755);
    cluster = await startCluster({ dir: path.join(root, 'cluster'), fast: true });
    const databaseUrl = await createDatabase(cluster.url, 'outage');
    content = await makeContentDir();
    server = await startTestServer({
      contentDir: content.dir,
      store: { kind: 'postgres', contentDir: content.dir, databaseUrl },
    });
    store = await openPostgresStore({ databaseUrl });
    await addUser(store.accounts, 'ana', 'author');
    ana = await signInAs(server, 'ana');
  }, 60_000);

  afterAll(async () => {
    try {
      await Promise.all([server.close(), store.close()]);
    } finally {
      await cluster.stop();
      await content.cleanup();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('answers a write 503 with Retry-After, keeps serving the site, and writes again once it is back', async () => {
    const draft = { body: { anything: true }, revision: 0, baseRevision: 0 };
    await cluster.pause();
    await expect
      .poll(
        async () =>
          ((await (await server.fetch('/healthz')).json()) as { content: { result: string } })
            .content.result,
        { timeout: 15_000, interval: 200 },
      )
      .toBe('degraded');
    const refused = await ana.api(server, 'PUT', '/drafts/documents/outage.json', draft);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'store-unreachable' });
    expect((await server.fetch('/readyz')).status).toBe(200);

    await cluster.resume();
    await expect
      .poll(
        async () => (await ana.api(server, 'PUT', '/drafts/documents/outage.json', draft)).status,
        {
          timeout: 30_000,
          interval: 500,
        },
      )
      .toBe(200);
    expect((await store.draft('documents/outage.json'))?.revision).toBe(1);
  });
});
