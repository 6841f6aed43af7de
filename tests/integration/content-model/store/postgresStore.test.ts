import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openPostgresStore,
  type PostgresStore,
} from '../../../../content-model/store/postgresStore';
import { importFolder } from '../../../../content-model/store/versioning';
import { startCluster, type Cluster } from '../../../../scripts/postgres/cluster';
import { createDatabase } from '../../../../scripts/postgres/databases';
import { makeContentDir } from '../../../support/fixtureContent';

/** What only the PostgreSQL store has: a database that can stop or freeze under it. */
describe('the PostgreSQL store when its database is frozen', { timeout: 60_000 }, () => {
  let root = '';
  let cluster: Cluster;
  let store: PostgresStore;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'about-frozen-'));
    await chmod(root, 0o755);
    cluster = await startCluster({ dir: path.join(root, 'cluster'), fast: true });
    const databaseUrl = await createDatabase(cluster.url, 'frozen');
    store = await openPostgresStore({
      databaseUrl,
      connectMs: 500,
      statementMs: 1000,
      pollMs: 200,
    });
    const content = await makeContentDir();
    await importFolder(store, content.dir, { author: 'test' });
    await content.cleanup();
  }, 60_000);

  afterAll(async () => {
    try {
      await store.close();
    } finally {
      await cluster.stop();
    }
    await rm(root, { recursive: true, force: true });
  });

  it('gives up on a call within its time limit, says degraded, and is ok again once thawed', async () => {
    const pids = await cluster.pids();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    try {
      const started = Date.now();
      await expect(store.head()).rejects.toThrow();
      // The statement limit (1 s) and the client's margin over it, never a hang.
      expect(Date.now() - started).toBeLessThan(5000);
      expect(store.health()).toMatchObject({ result: 'degraded' });
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    }
    await expect
      .poll(async () => (await store.head().catch(() => undefined))?.number, { timeout: 10_000 })
      .toBe(1);
    expect(store.health()).toEqual({ result: 'ok' });
  });
});
