import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openPostgresStore,
  type PostgresStore,
} from '../../../../content-model/store/postgresStore';
import { inTransaction, withClient } from '../../../../content-model/store/transaction';
import { importFolder } from '../../../../content-model/store/versioning';
import { startCluster, type Cluster } from '../../../../scripts/postgres/cluster';
import { createDatabase } from '../../../../scripts/postgres/databases';
import { makeContentDir } from '../../../support/fixtureContent';
import { useFreshDatabase } from '../../../support/postgres';

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

/** Ends the backend serving `client` from another connection, as a stopped database does. */
async function terminateBackendOf(client: pg.ClientBase, pool: pg.Pool): Promise<void> {
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const ended = new Promise((resolve) => client.once('end', resolve));
  await pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
  await ended;
}

describe('a checked-out client whose connection is lost', { timeout: 60_000 }, () => {
  // A database of the run's cluster: only the test's own backend is terminated.
  const database = useFreshDatabase();
  let pool: pg.Pool;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  });

  afterAll(async () => {
    await pool.end();
  });

  // Unguarded, the lost connection is an uncaught `error` event: the process (a server) ends.
  it('fails the work between its queries, not the process, and the pool goes on', async () => {
    await expect(
      withClient(pool, async (client) => {
        await terminateBackendOf(client, pool);
        await client.query('SELECT 1');
      }),
    ).rejects.toThrow(/terminat|not queryable/i);
    await expect(pool.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('fails a transaction whose connection is lost, and the next one commits', async () => {
    await pool.query('CREATE TABLE IF NOT EXISTS marks (value text)');
    await expect(
      inTransaction(pool, async (client) => {
        await client.query("INSERT INTO marks VALUES ('lost')");
        await terminateBackendOf(client, pool);
      }),
    ).rejects.toThrow();
    await inTransaction(pool, (client) => client.query("INSERT INTO marks VALUES ('kept')"));
    const { rows } = await pool.query<{ value: string }>('SELECT value FROM marks');
    expect(rows.map((row) => row.value)).toEqual(['kept']);
  });
});
