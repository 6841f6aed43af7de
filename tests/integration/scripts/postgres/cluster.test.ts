import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgDump, pgRestore } from '../../../../scripts/postgres/backup';
import { startCluster, type Cluster } from '../../../../scripts/postgres/cluster';
import { createDatabase } from '../../../../scripts/postgres/databases';

async function query<Row extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
  connectionTimeoutMillis = 5_000,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('startCluster', { timeout: 60_000 }, () => {
  let root = '';
  const clusters: Cluster[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'about-cluster-test-'));
    // Under root the server runs as the postgres user, which must reach the clusters' folders.
    await chmod(root, 0o755);
  });

  afterAll(async () => {
    await Promise.all(clusters.map((cluster) => cluster.stop()));
    await rm(root, { recursive: true, force: true });
  }, 60_000);

  async function start(name: string, options: { keep?: boolean } = {}): Promise<Cluster> {
    const cluster = await startCluster({ dir: path.join(root, name), fast: true, ...options });
    clusters.push(cluster);
    return cluster;
  }

  it('serves the superuser over TCP on 127.0.0.1, and a database it creates keeps its rows through a pause', async () => {
    const cluster = await start('main');
    expect(cluster.url).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/postgres`);
    const [who] = await query<{ user: string; server: string; encoding: string }>(
      cluster.url,
      "SELECT current_user AS user, host(inet_server_addr()) AS server, pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = 'postgres'",
    );
    expect(who).toEqual({ user: 'postgres', server: '127.0.0.1', encoding: 'UTF8' });

    const url = await createDatabase(cluster.url, 'notes');
    expect(url).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/notes`);
    await query(url, 'CREATE TABLE note (id int PRIMARY KEY, body text)');
    await query(url, "INSERT INTO note VALUES (1, 'été'), (2, 'winter')");

    await cluster.pause();
    await expect(query(url, 'SELECT 1')).rejects.toThrow();
    await cluster.resume();
    expect(await query(url, 'SELECT id, body FROM note ORDER BY id')).toEqual([
      { id: 1, body: 'été' },
      { id: 2, body: 'winter' },
    ]);
  });

  it('names the postmaster and its children, which a test can pause with SIGSTOP', async () => {
    const cluster = await start('paused');
    const pids = await cluster.pids();
    const pidFile = await readFile(path.join(cluster.dir, 'postmaster.pid'), 'utf8');
    expect(pids[0]).toBe(Number(pidFile.split('\n')[0]));
    // The checkpointer, background writer, WAL writer... are the postmaster's children.
    expect(pids.length).toBeGreaterThan(3);
    for (const pid of pids) {
      expect((await readFile(`/proc/${pid}/comm`, 'utf8')).trim()).toBe('postgres');
    }

    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    try {
      await expect(query(cluster.url, 'SELECT 1', [], 500)).rejects.toThrow(/timeout/i);
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    }
    expect(await query(cluster.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('restores a pg_dump of a database into a second cluster with the same rows', async () => {
    const [from, to] = await Promise.all([start('dumped'), start('restored')]);
    const source = await createDatabase(from.url, 'shop');
    await query(source, 'CREATE TABLE item (id serial PRIMARY KEY, name text NOT NULL)');
    await query(
      source,
      "INSERT INTO item (name) SELECT 'item ' || n FROM generate_series(1, 100) n",
    );
    const file = path.join(root, 'shop.dump');

    await pgDump(source, file);
    const target = await createDatabase(to.url, 'shop');
    await pgRestore(target, file);

    const rows = 'SELECT id, name FROM item ORDER BY id';
    expect(await query(target, rows)).toEqual(await query(source, rows));
    expect(await query(target, "SELECT nextval('item_id_seq') AS next")).toEqual([{ next: '101' }]);
  });

  it('fails with the end of the log when the server cannot start', async () => {
    const taken = await start('taken');
    await expect(
      startCluster({ dir: path.join(root, 'refused'), port: taken.port, fast: true }),
    ).rejects.toThrow(/did not start[\s\S]*postgres\.log[\s\S]*Address already in use/);
  });

  it('removes its folder when it stops, unless told to keep it', async () => {
    const removed = await start('removed');
    const kept = await start('kept', { keep: true });
    await Promise.all([removed.stop(), kept.stop()]);
    expect(await exists(removed.dir)).toBe(false);
    expect(await exists(path.join(kept.dir, 'PG_VERSION'))).toBe(true);
    expect(await exists(path.join(kept.dir, 'postmaster.pid'))).toBe(false);

    const again = await start('kept');
    expect(await query(again.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
