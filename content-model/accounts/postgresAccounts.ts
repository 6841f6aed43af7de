import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type {
  AccountStore,
  AuditEntry,
  LoggedAuditEntry,
  Presence,
  Role,
  StoredSession,
  StoredUser,
  UserInfo,
} from './accountStore';
import { inTransaction } from '../store/transaction';

/** How long failed sign-ins and heartbeats are kept: longer than any question asked of them. */
const KEPT_MS = 24 * 60 * 60 * 1000;

const SECRET_BYTES = 32;

/** SQLSTATE of a row naming one that does not exist (a session of no such user). */
const FOREIGN_KEY_VIOLATION = '23503';

interface UserRow {
  name: string;
  role: Role;
  password_hash: string;
  created_at: Date;
  password_changed_at: Date;
}

interface SessionRow {
  id_hash: string;
  user_name: string;
  created_at: Date;
  seen_at: Date;
}

interface AuditRow {
  /** bigserial: pg gives int8 as a string. */
  sequence: string;
  at: Date;
  actor: string;
  action: string;
  subject: string;
  address: string;
  detail: AuditEntry['detail'] | null;
}

const infoOf = (row: UserRow): UserInfo => ({
  name: row.name,
  role: row.role,
  createdAt: row.created_at.toISOString(),
  passwordChangedAt: row.password_changed_at.toISOString(),
});

const userOf = (row: UserRow): StoredUser => ({ ...infoOf(row), passwordHash: row.password_hash });

const sessionOf = (row: SessionRow): StoredSession => ({
  idHash: row.id_hash,
  user: row.user_name,
  createdAt: row.created_at.toISOString(),
  seenAt: row.seen_at.toISOString(),
});

const auditOf = (row: AuditRow): LoggedAuditEntry => ({
  sequence: Number(row.sequence),
  at: row.at.toISOString(),
  actor: row.actor,
  action: row.action,
  subject: row.subject,
  address: row.address,
  ...(row.detail ? { detail: row.detail } : {}),
});

/**
 * The accounts in PostgreSQL (the tables of migration 002), on the content store's pool: every
 * instance of a fleet reads and writes the same rows. A change of a user and the end of their
 * sessions are one transaction.
 */
export function postgresAccounts(pool: pg.Pool): AccountStore {
  /** Changes one user by `change` and ends their sessions, in one transaction. */
  const changeUser = (name: string, change: string, values: readonly unknown[]) =>
    inTransaction(pool, async (client) => {
      const changed = await client.query(change, [name, ...values]);
      if (changed.rowCount !== 1) return false;
      await client.query('DELETE FROM editor_sessions WHERE user_name = $1', [name]);
      return true;
    });

  const secrets = new Map<string, Buffer>();

  return {
    users: async () =>
      (await pool.query<UserRow>('SELECT * FROM editor_users ORDER BY created_at, name')).rows.map(
        infoOf,
      ),
    user: async (name) => {
      const rows = await pool.query<UserRow>('SELECT * FROM editor_users WHERE name = $1', [name]);
      return rows.rows[0] && userOf(rows.rows[0]);
    },
    addUser: async (user, at) => {
      const added = await pool.query(
        `INSERT INTO editor_users (name, role, password_hash, created_at, password_changed_at)
         VALUES ($1, $2, $3, $4, $4) ON CONFLICT (name) DO NOTHING`,
        [user.name, user.role, user.passwordHash, at],
      );
      return added.rowCount === 1;
    },
    setRole: (name, role) =>
      changeUser(name, 'UPDATE editor_users SET role = $2 WHERE name = $1', [role]),
    setPassword: (name, passwordHash, at) =>
      changeUser(
        name,
        'UPDATE editor_users SET password_hash = $2, password_changed_at = $3 WHERE name = $1',
        [passwordHash, at],
      ),
    // The sessions go by ON DELETE CASCADE; the DELETE after finds none left.
    removeUser: (name) => changeUser(name, 'DELETE FROM editor_users WHERE name = $1', []),

    async createSession(session) {
      try {
        await pool.query(
          `INSERT INTO editor_sessions (id_hash, user_name, created_at, seen_at)
           VALUES ($1, $2, $3, $4)`,
          [session.idHash, session.user, session.createdAt, session.seenAt],
        );
      } catch (error) {
        if (error instanceof pg.DatabaseError && error.code === FOREIGN_KEY_VIOLATION) {
          throw new Error(`no user ${JSON.stringify(session.user)} to make a session of`);
        }
        throw error;
      }
    },
    session: async (idHash) => {
      const rows = await pool.query<SessionRow>(
        'SELECT * FROM editor_sessions WHERE id_hash = $1',
        [idHash],
      );
      return rows.rows[0] && sessionOf(rows.rows[0]);
    },
    touchSession: async (idHash, at) => {
      await pool.query('UPDATE editor_sessions SET seen_at = $2 WHERE id_hash = $1', [idHash, at]);
    },
    endSession: async (idHash) => {
      await pool.query('DELETE FROM editor_sessions WHERE id_hash = $1', [idHash]);
    },
    endSessionsOf: async (user) =>
      (await pool.query('DELETE FROM editor_sessions WHERE user_name = $1', [user])).rowCount ?? 0,
    removeExpiredSessions: async ({ seenBefore, createdBefore }) =>
      (
        await pool.query('DELETE FROM editor_sessions WHERE seen_at < $1 OR created_at < $2', [
          seenBefore,
          createdBefore,
        ])
      ).rowCount ?? 0,

    recordFailure: (keys, at) =>
      inTransaction(pool, async (client) => {
        await client.query('DELETE FROM sign_in_failures WHERE at < $1', [
          new Date(at.getTime() - KEPT_MS),
        ]);
        await client.query(
          'INSERT INTO sign_in_failures (key, at) SELECT DISTINCT unnest($1::text[]), $2::timestamptz',
          [keys, at],
        );
      }),
    failuresSince: async (key, since) =>
      (
        await pool.query<{ at: Date }>(
          'SELECT at FROM sign_in_failures WHERE key = $1 AND at >= $2 ORDER BY at',
          [key, since],
        )
      ).rows.map((row) => row.at.toISOString()),
    clearFailures: async (key) => {
      await pool.query('DELETE FROM sign_in_failures WHERE key = $1', [key]);
    },

    heartbeat: ({ user, subject, at }: Presence) =>
      inTransaction(pool, async (client) => {
        const time = new Date(at);
        await client.query('DELETE FROM presence WHERE subject = $1 AND at < $2', [
          subject,
          new Date(time.getTime() - KEPT_MS),
        ]);
        await client.query(
          `INSERT INTO presence (subject, user_name, at) VALUES ($1, $2, $3)
           ON CONFLICT (subject, user_name) DO UPDATE SET at = GREATEST(presence.at, EXCLUDED.at)`,
          [subject, user, time],
        );
      }),
    present: async (subject, since) =>
      (
        await pool.query<{ user_name: string; at: Date }>(
          'SELECT user_name, at FROM presence WHERE subject = $1 AND at >= $2 ORDER BY user_name',
          [subject, since],
        )
      ).rows.map((row): Presence => ({ user: row.user_name, subject, at: row.at.toISOString() })),

    audit: async (entry) => {
      await pool.query(
        `INSERT INTO audit_log (at, actor, action, subject, address, detail)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [entry.at, entry.actor, entry.action, entry.subject, entry.address, entry.detail ?? null],
      );
    },
    auditLog: async ({ limit, before } = {}) =>
      (
        await pool.query<AuditRow>(
          `SELECT * FROM audit_log WHERE $1::bigint IS NULL OR sequence < $1
           ORDER BY sequence DESC LIMIT $2`,
          [before ?? null, limit ?? null],
        )
      ).rows.map(auditOf),

    async sharedSecret(name) {
      const known = secrets.get(name);
      if (known) return known;
      await pool.query(
        'INSERT INTO shared_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
        [name, randomBytes(SECRET_BYTES)],
      );
      const rows = await pool.query<{ secret: Buffer }>(
        'SELECT secret FROM shared_secrets WHERE name = $1',
        [name],
      );
      const secret = rows.rows[0]?.secret;
      if (!secret) throw new Error(`the shared secret ${name} was made but cannot be read`);
      secrets.set(name, secret);
      return secret;
    },
  };
}
