import pg, { type PoolClient } from 'pg';
import type {
  ContentStore,
  ContentTree,
  Draft,
  Following,
  ListedDraft,
  PublishDraftsRequest,
  PublishOutcome,
  PublishRequest,
  DraftWrite,
  SaveDraftsOutcome,
  ScheduledPublish,
  StoreHealth,
  TreeEntry,
  VersionInfo,
} from './contentStore';
import { assertDraftWrites, draftChanges, oneSaveOf } from './draftChanges';
import { migrate } from './migrate';
import { inTransaction, withClient } from './transaction';
import { fileConflict, prepareVersion, type Head } from './prepareVersion';
import { newScheduleId } from './versionIds';
import { assertContentPath } from './contentFiles';
import { postgresAccounts } from '../accounts/postgresAccounts';

export interface PostgresStoreOptions {
  /** A direct connection (LISTEN does not pass a transaction-mode pooler). */
  databaseUrl: string;
  /** How long a connection may take, and a statement may run, in ms. Defaults 3,000 and 10,000. */
  connectMs?: number;
  statementMs?: number;
  /** How often `follow` reads the head besides LISTEN, in ms. Default 5,000. */
  pollMs?: number;
  /** Called on an error the store recovers from by itself (a lost connection). */
  onError?: (error: unknown) => void;
}

const VERSION_CHANNEL = 'content_version';

interface VersionRow {
  id: string;
  number: number;
  parent: string | null;
  author: string;
  at: Date;
  message: string;
  changes: VersionInfo['changes'];
  restored_from: string | null;
}

interface FileRow {
  path: string;
  hash: string;
  size: number;
  revision: number;
  changed_by: string;
  changed_at: Date;
}

interface ScheduledRow {
  id: string;
  at: Date;
  author: string;
  message: string;
  drafts: ScheduledPublish['drafts'];
  state: ScheduledPublish['state'];
  outcome: string | null;
}

interface DraftRow {
  path: string;
  body: Buffer | null;
  revision: number;
  base_revision: number;
  saved_by: string;
  saved_at: Date;
}

/** Drafts, each stale when the published file's revision is no longer the one it was made on. */
const LISTED_DRAFTS = `SELECT d.*, d.base_revision <> COALESCE(p.revision, 0) AS stale
  FROM drafts d LEFT JOIN published_files p ON p.path = d.path`;

interface ListedDraftRow extends DraftRow {
  stale: boolean;
}

const versionOf = (row: VersionRow): VersionInfo => ({
  id: row.id,
  number: row.number,
  parent: row.parent,
  author: row.author,
  at: row.at.toISOString(),
  message: row.message,
  changes: row.changes,
  ...(row.restored_from ? { restoredFrom: row.restored_from } : {}),
});

const treeOf = (rows: readonly FileRow[]): ContentTree =>
  new Map(
    rows.map((row): [string, TreeEntry] => [
      row.path,
      {
        hash: row.hash,
        size: row.size,
        revision: row.revision,
        by: row.changed_by,
        at: row.changed_at.toISOString(),
      },
    ]),
  );

const draftOf = (row: DraftRow): Draft => ({
  path: row.path,
  body: row.body && new Uint8Array(row.body),
  revision: row.revision,
  baseRevision: row.base_revision,
  savedBy: row.saved_by,
  savedAt: row.saved_at.toISOString(),
});

const listedOf = (row: ListedDraftRow): ListedDraft => ({ ...draftOf(row), stale: row.stale });

/** The kind of a file, by its folder: `media`, `documents`, `views`, `seo`, `apex`, `site`. */
const kindOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : 'site');
const isMedia = (file: string) => file.startsWith('media/');

/**
 * An error of reaching the database (no connection, a timeout, the server shutting down), as
 * opposed to one a statement made: SQLSTATE classes 08, 53 and 57, or no SQLSTATE at all.
 */
function isOutage(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true;
  return /^(08|53|57)/.test(error.code ?? '');
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Bytes by hash never change, so a read once is kept (up to `limit` bytes). */
function bodyCache(limit = 64 * 1024 * 1024) {
  const bodies = new Map<string, Uint8Array>();
  let bytes = 0;
  return {
    get: (hash: string) => bodies.get(hash),
    set(hash: string, body: Uint8Array) {
      if (bodies.has(hash) || body.byteLength > limit) return;
      bytes += body.byteLength;
      bodies.set(hash, body);
      for (const [oldest, old] of bodies) {
        if (bytes <= limit) break;
        bodies.delete(oldest);
        bytes -= old.byteLength;
      }
    },
  };
}

/**
 * The content store in PostgreSQL, one source for a fleet of instances. Every write is one
 * transaction: a publish locks the head row, writes each file with `UPDATE ... WHERE revision =
 * base` (a stale base updates nothing and is a conflict), checks the content as it would be, and
 * commits the version and a NOTIFY of its id, or rolls back with nothing written.
 */
/** The PostgreSQL store's own. */
export interface PostgresStore extends ContentStore {
  readonly kind: 'postgres';
}

export async function openPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  const connectMs = options.connectMs ?? 3000;
  const statementMs = options.statementMs ?? 10_000;
  const connection = {
    connectionString: options.databaseUrl,
    connectionTimeoutMillis: connectMs,
    statement_timeout: statementMs,
    // A frozen server never answers: the client gives up on its own.
    query_timeout: statementMs + 1000,
    keepAlive: true,
  };
  const pool = new pg.Pool({ ...connection, max: 4, idleTimeoutMillis: 30_000 });
  let health: StoreHealth = { result: 'ok' };
  const failed = (error: unknown) => {
    if (health.result === 'ok') {
      health = { result: 'degraded', since: new Date().toISOString(), error: messageOf(error) };
    }
    options.onError?.(error);
  };
  // An idle client's lost connection is reported here, never thrown.
  pool.on('error', failed);
  /** Every call to the database marks the store degraded while calls fail. */
  const tracked = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      const result = await work();
      health = { result: 'ok' };
      return result;
    } catch (error) {
      if (isOutage(error)) failed(error);
      throw error;
    }
  };
  await tracked(() => migrate(pool));

  const cache = bodyCache();

  const transaction = <T>(work: (client: PoolClient) => Promise<T>) =>
    tracked(() => inTransaction(pool, work));

  const read = async (
    hash: string,
    client: pg.ClientBase | pg.Pool = pool,
  ): Promise<Uint8Array> => {
    const cached = cache.get(hash);
    if (cached) return cached;
    const result = await client.query<{ body: Buffer }>(
      `SELECT body FROM file_bodies WHERE hash = $1
       UNION ALL SELECT body FROM media_originals WHERE hash = $1 LIMIT 1`,
      [hash],
    );
    const row = result.rows[0];
    if (!row) throw new Error(`no file with hash ${hash} in the content store`);
    const body = new Uint8Array(row.body);
    cache.set(hash, body);
    return body;
  };

  const headOf = async (client: pg.ClientBase, lock: boolean): Promise<Head | undefined> => {
    const head = await client.query<{ version_id: string | null }>(
      `SELECT version_id FROM content_head${lock ? ' FOR UPDATE' : ''}`,
    );
    const id = head.rows[0]?.version_id;
    if (!id) return undefined;
    const version = await client.query<VersionRow>('SELECT * FROM content_versions WHERE id = $1', [
      id,
    ]);
    const files = await client.query<FileRow>('SELECT * FROM published_files');
    const row = version.rows[0];
    if (!row) throw new Error(`the content head names version ${id}, which is not kept`);
    return { version: versionOf(row), tree: treeOf(files.rows) };
  };

  /** Writes one file of a publish on its base revision; false: it was changed meanwhile. */
  const writeFile = async (
    client: PoolClient,
    change: PublishRequest['changes'][number],
    entry: TreeEntry | undefined,
  ): Promise<boolean> => {
    if (change.body === null) {
      const removed = await client.query(
        'DELETE FROM published_files WHERE path = $1 AND revision = $2',
        [change.path, change.baseRevision],
      );
      return removed.rowCount === 1;
    }
    if (!entry) throw new Error(`unreachable: ${change.path} is written but not in the version`);
    const values = [change.path, kindOf(change.path), entry.hash, entry.size, entry.by, entry.at];
    const written =
      change.baseRevision === 0
        ? await client.query(
            `INSERT INTO published_files (path, kind, hash, size, revision, changed_by, changed_at)
             VALUES ($1, $2, $3, $4, 1, $5, $6) ON CONFLICT (path) DO NOTHING`,
            values,
          )
        : await client.query(
            `UPDATE published_files SET kind = $2, hash = $3, size = $4, revision = revision + 1,
             changed_by = $5, changed_at = $6 WHERE path = $1 AND revision = $7`,
            [...values, change.baseRevision],
          );
    return written.rowCount === 1;
  };

  /** A publish inside an open transaction, under a savepoint: a refusal leaves nothing written. */
  const publishIn = async (
    client: PoolClient,
    request: PublishRequest,
  ): Promise<PublishOutcome> => {
    const head = await headOf(client, true);
    // A transaction's client runs one query at a time: its reads wait their turn.
    let turn: Promise<unknown> = Promise.resolve();
    const readInTurn = (hash: string) => {
      const next = turn.then(() => read(hash, client));
      turn = next.catch(() => undefined);
      return next;
    };
    const prepared = await prepareVersion(head, request, readInTurn);
    if (prepared.result !== 'ready') return prepared;
    await client.query('SAVEPOINT publish');
    for (const change of request.changes) {
      const before = head?.tree.get(change.path);
      const after = prepared.tree.get(change.path);
      if (before && after && before.hash === after.hash) continue;
      if (!(await writeFile(client, change, after))) {
        await client.query('ROLLBACK TO SAVEPOINT publish');
        const current = await client.query<FileRow>(
          'SELECT * FROM published_files WHERE path = $1',
          [change.path],
        );
        const entry = treeOf(current.rows).get(change.path);
        return { result: 'conflict', conflicts: [fileConflict(change, entry)] };
      }
    }
    const mediaHashes = new Set(
      [...prepared.tree].filter(([file]) => isMedia(file)).map(([, entry]) => entry.hash),
    );
    for (const [hash, body] of prepared.bodies) {
      const media = mediaHashes.has(hash);
      await client.query(
        `INSERT INTO ${media ? 'media_originals' : 'file_bodies'} (hash, body) VALUES ($1, $2)
         ON CONFLICT (hash) DO NOTHING`,
        [hash, Buffer.from(body)],
      );
      cache.set(hash, body);
    }
    const { version } = prepared;
    await client.query(
      `INSERT INTO content_versions (id, number, parent, author, at, message, changes, restored_from)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        version.id,
        version.number,
        version.parent,
        version.author,
        version.at,
        version.message,
        JSON.stringify(version.changes),
        version.restoredFrom ?? null,
      ],
    );
    await client.query(
      `INSERT INTO version_files (version_id, path, kind, hash, size, revision, changed_by, changed_at)
       SELECT $1, path, kind, hash, size, revision, changed_by, changed_at FROM published_files`,
      [version.id],
    );
    await client.query('UPDATE content_head SET version_id = $1', [version.id]);
    await client.query('SELECT pg_notify($1, $2)', [VERSION_CHANNEL, version.id]);
    await client.query('RELEASE SAVEPOINT publish');
    return { result: 'published', version };
  };

  const publishDraftsIn = async (
    client: PoolClient,
    request: PublishDraftsRequest,
  ): Promise<PublishOutcome> => {
    const paths = request.drafts.map((ref) => ref.path);
    const rows = await client.query<DraftRow>(
      'SELECT * FROM drafts WHERE path = ANY($1) FOR UPDATE',
      [paths],
    );
    const drafts = new Map(rows.rows.map((row) => [row.path, draftOf(row)]));
    const planned = draftChanges(drafts, request.drafts);
    if ('conflicts' in planned) return { result: 'conflict', conflicts: planned.conflicts };
    const outcome = await publishIn(client, { ...request, changes: planned.changes });
    if (outcome.result === 'published' || outcome.result === 'unchanged') {
      await client.query('DELETE FROM drafts WHERE path = ANY($1)', [paths]);
    }
    return outcome;
  };

  const scheduledOf = (row: ScheduledRow): ScheduledPublish => ({
    id: row.id,
    at: row.at.toISOString(),
    author: row.author,
    message: row.message,
    drafts: row.drafts,
    state: row.state,
    ...(row.outcome === null ? {} : { outcome: row.outcome }),
  });

  const latestId = async () =>
    (await pool.query<{ version_id: string | null }>('SELECT version_id FROM content_head')).rows[0]
      ?.version_id ?? undefined;

  const followers = new Set<Following>();

  /** One draft's write in the batch's transaction: the draft saved, or undefined when stale. */
  const writeDraft = async (client: PoolClient, write: DraftWrite) => {
    if (write.discard) {
      const removed = await client.query('DELETE FROM drafts WHERE path = $1 AND revision = $2', [
        write.path,
        write.revision,
      ]);
      return removed.rowCount === 1 ? null : undefined;
    }
    const body = write.body && Buffer.from(write.body);
    const values = [write.path, body, write.baseRevision, write.author];
    const saved =
      write.revision === 0
        ? await client.query<DraftRow>(
            `INSERT INTO drafts (path, body, revision, base_revision, saved_by, saved_at)
             VALUES ($1, $2, 1, $3, $4, now()) ON CONFLICT (path) DO NOTHING RETURNING *`,
            values,
          )
        : await client.query<DraftRow>(
            `UPDATE drafts SET body = $2, revision = revision + 1, base_revision = $3,
             saved_by = $4, saved_at = now() WHERE path = $1 AND revision = $5 RETURNING *`,
            [...values, write.revision],
          );
    return saved.rows[0] ? draftOf(saved.rows[0]) : undefined;
  };

  /** Each write is one statement on its revision; the first that finds another undoes them all. */
  const saveDrafts = (writes: readonly DraftWrite[]) =>
    transaction(async (client): Promise<SaveDraftsOutcome> => {
      assertDraftWrites(writes);
      await client.query('SAVEPOINT draft_batch');
      const drafts: Draft[] = [];
      for (const write of writes) {
        const written = await writeDraft(client, write);
        if (written === undefined) {
          await client.query('ROLLBACK TO SAVEPOINT draft_batch');
          const current = await client.query<DraftRow>('SELECT * FROM drafts WHERE path = $1', [
            write.path,
          ]);
          const row = current.rows[0];
          return { result: 'conflict', path: write.path, current: row && draftOf(row) };
        }
        if (written) drafts.push(written);
      }
      return { result: 'saved', drafts };
    });

  return {
    kind: 'postgres',
    accounts: postgresAccounts(pool),
    head: () =>
      tracked(() => withClient(pool, async (client) => (await headOf(client, false))?.version)),
    version: (id) =>
      tracked(async () => {
        const rows = await pool.query<VersionRow>('SELECT * FROM content_versions WHERE id = $1', [
          id,
        ]);
        return rows.rows[0] && versionOf(rows.rows[0]);
      }),
    history: (options = {}) =>
      tracked(async () => {
        const rows = await pool.query<VersionRow>(
          `SELECT * FROM content_versions
           WHERE $1::text IS NULL OR number < (SELECT number FROM content_versions WHERE id = $1)
           ORDER BY number DESC LIMIT $2`,
          [options.before ?? null, options.limit ?? null],
        );
        return rows.rows.map(versionOf);
      }),
    tree: (versionId) =>
      tracked(async () => {
        const rows = await pool.query<FileRow>(
          'SELECT * FROM version_files WHERE version_id = $1 ORDER BY path',
          [versionId],
        );
        if (rows.rows.length === 0) throw new Error(`no version ${versionId} in the content store`);
        return treeOf(rows.rows);
      }),
    read: (hash) => tracked(() => read(hash)),
    publish: (request) => transaction((client) => publishIn(client, request)),

    drafts: () =>
      tracked(async () =>
        (await pool.query<ListedDraftRow>(`${LISTED_DRAFTS} ORDER BY d.path`)).rows.map(listedOf),
      ),
    draft: (file) =>
      tracked(async () => {
        assertContentPath(file);
        const rows = await pool.query<ListedDraftRow>(`${LISTED_DRAFTS} WHERE d.path = $1`, [file]);
        return rows.rows[0] && listedOf(rows.rows[0]);
      }),
    saveDraft: async (request) => oneSaveOf(await saveDrafts([request])),
    saveDrafts,
    discardDraft: (ref) =>
      tracked(async () => {
        const removed = await pool.query('DELETE FROM drafts WHERE path = $1 AND revision = $2', [
          ref.path,
          ref.revision,
        ]);
        return removed.rowCount === 1;
      }),
    publishDrafts: (request) => transaction((client) => publishDraftsIn(client, request)),

    schedule: (request) =>
      tracked(async () => {
        const rows = await pool.query<ScheduledRow>(
          `INSERT INTO scheduled_publishes (id, at, author, message, drafts) VALUES ($1, $2, $3, $4, $5)
           RETURNING *`,
          [
            newScheduleId(),
            new Date(request.at),
            request.author,
            request.message,
            JSON.stringify(request.drafts),
          ],
        );
        const row = rows.rows[0];
        if (!row) throw new Error('unreachable: INSERT ... RETURNING returned no row');
        return scheduledOf(row);
      }),
    scheduled: () =>
      tracked(async () =>
        (await pool.query<ScheduledRow>('SELECT * FROM scheduled_publishes ORDER BY at')).rows.map(
          scheduledOf,
        ),
      ),
    cancelSchedule: (id) =>
      tracked(async () => {
        // Waits for a publish of it that is running (its row is locked), then finds it done.
        const deleted = await pool.query(
          `DELETE FROM scheduled_publishes WHERE id = $1 AND state = 'waiting'`,
          [id],
        );
        return (deleted.rowCount ?? 0) > 0;
      }),
    publishDue: (now = new Date()) =>
      transaction(async (client) => {
        // Each due publish is taken by one instance; the others skip the rows it holds.
        const due = await client.query<ScheduledRow>(
          `SELECT * FROM scheduled_publishes WHERE state = 'waiting' AND at <= $1
           ORDER BY at FOR UPDATE SKIP LOCKED`,
          [now],
        );
        const done: ScheduledPublish[] = [];
        for (const entry of due.rows.map(scheduledOf)) {
          const outcome = await publishDraftsIn(client, entry);
          const ok = outcome.result === 'published' || outcome.result === 'unchanged';
          const result = 'version' in outcome ? outcome.version.id : JSON.stringify(outcome);
          await client.query(
            'UPDATE scheduled_publishes SET state = $2, outcome = $3 WHERE id = $1',
            [entry.id, ok ? 'published' : 'failed', result],
          );
          done.push({ ...entry, state: ok ? 'published' : 'failed', outcome: result });
        }
        return done;
      }),

    async follow(onVersion) {
      let last: string | undefined | null = null;
      let closed = false;
      let listener: pg.Client | undefined;
      const tell = (id: string | undefined) => {
        if (closed || id === last) return;
        last = id;
        onVersion(id);
      };
      const poll = async () => {
        try {
          tell(await tracked(latestId));
        } catch {
          // Degraded: the last content stays served; the next poll tries again.
        }
      };
      // NOTIFY is never replayed: each (re)connection reads the head too.
      const listen = async () => {
        if (closed) return;
        const client = new pg.Client(connection);
        listener = client;
        client.on('notification', (message) => {
          if (message.channel === VERSION_CHANNEL && message.payload) tell(message.payload);
        });
        client.on('error', (error) => {
          failed(error);
          void client.end().catch(() => undefined);
        });
        client.on('end', () => {
          if (listener === client) listener = undefined;
          if (!closed) setTimeout(() => void listen(), 1000).unref();
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${VERSION_CHANNEL}`);
          await poll();
        } catch (error) {
          failed(error);
          await client.end().catch(() => undefined);
        }
      };
      await poll();
      await listen();
      const timer = setInterval(() => void poll(), options.pollMs ?? 5000);
      timer.unref();
      const following: Following = {
        async close() {
          closed = true;
          clearInterval(timer);
          followers.delete(following);
          await listener?.end().catch(() => undefined);
        },
      };
      followers.add(following);
      return following;
    },
    health: () => health,
    async close() {
      await Promise.all([...followers].map((following) => following.close()));
      await pool.end();
    },
  };
}
