import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { z } from 'zod';
import type {
  AccountStore,
  NewUser,
  Presence,
  StoredSession,
  StoredUser,
  UserInfo,
} from './accountStore';
import {
  failuresRecord,
  presenceRecord,
  sessionRecord,
  storedUserRecord,
  usersRecord,
} from './accountRecords';
import { appendAudit, readAudit } from './auditFile';
import { writeFileAtomically } from '../store/contentFiles';

/** How long failed sign-ins and heartbeats are kept: longer than any question asked of them. */
const KEPT_MS = 24 * 60 * 60 * 1000;

const SECRET_BYTES = 32;

/** An id hash names a file: only what base64url and hex are made of. */
const ID_HASH = /^[A-Za-z0-9_-]{1,128}$/;
const SECRET_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

const isCode = (error: unknown, code: string) =>
  error instanceof Error && 'code' in error && error.code === code;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The file's record; undefined when there is no file; an error naming the file when it is not one. */
async function readRecord<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`${file}: not a record of the accounts: ${parsed.error.message}`);
  }
  return parsed.data;
}

const writeRecord = (file: string, value: unknown) =>
  writeFileAtomically(file, Buffer.from(`${JSON.stringify(value, null, 2)}\n`));

/** Every record of a folder of records. */
async function readRecords<T>(
  dir: string,
  schema: z.ZodType<T>,
): Promise<{ file: string; record: T }[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  const read = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      // Gone since the listing: ended by another writer.
      const record = await readRecord(file, schema);
      return record && { file, record };
    }),
  );
  return read.filter((each) => each !== undefined);
}

const infoOf = ({ passwordHash: _hash, ...info }: StoredUser): UserInfo => info;

/**
 * The accounts in the folder store: JSON files in `<history folder>/accounts`, outside the content
 * folder and never in a version or an export. Every read-modify-write takes the accounts' lock, so
 * two server instances on one folder and the `editor:user` command never race; every write is
 * atomic (a reader sees the old file or the new).
 */
export async function openFolderAccounts(dir: string): Promise<AccountStore> {
  const root = path.resolve(dir);
  const dirs = {
    sessions: path.join(root, 'sessions'),
    failures: path.join(root, 'failures'),
    presence: path.join(root, 'presence'),
    secrets: path.join(root, 'secrets'),
  };
  await Promise.all(Object.values(dirs).map((each) => mkdir(each, { recursive: true })));
  const usersFile = path.join(root, 'users.json');
  const auditFile = path.join(root, 'audit.jsonl');
  const sessionFile = (idHash: string) => path.join(dirs.sessions, `${idHash}.json`);
  const failuresFile = (key: string) => path.join(dirs.failures, `${sha256(key)}.json`);
  const presenceFile = (subject: string) => path.join(dirs.presence, `${sha256(subject)}.json`);

  const locked = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await lockfile.lock(root, {
      lockfilePath: path.join(root, 'lock'),
      realpath: false,
      stale: 10_000,
      retries: { retries: 600, minTimeout: 5, maxTimeout: 100, factor: 1.2 },
    });
    try {
      return await work();
    } finally {
      await release();
    }
  };

  const readUsers = async () => (await readRecord(usersFile, usersRecord))?.users ?? [];

  /** Ends the sessions that `ends` picks; the caller holds the lock. */
  const endSessionsWhere = async (ends: (session: StoredSession) => boolean) => {
    const ended = (await readRecords(dirs.sessions, sessionRecord)).filter(({ record }) =>
      ends(record),
    );
    await Promise.all(ended.map(({ file }) => rm(file, { force: true })));
    return ended.length;
  };

  /**
   * Changes one user and ends their sessions; false when there is no such user. The sessions end
   * first: a crash between the two leaves the user to sign in again, never a session that outlives
   * the change.
   */
  const changeUser = (name: string, change: (user: StoredUser) => StoredUser | undefined) =>
    locked(async () => {
      const users = await readUsers();
      const user = users.find((each) => each.name === name);
      if (!user) return false;
      await endSessionsWhere((session) => session.user === name);
      const changed = change(user);
      const rest = users.filter((each) => each !== user);
      await writeRecord(usersFile, {
        users: changed ? users.map((each) => (each === user ? changed : each)) : rest,
      });
      return true;
    });

  const secrets = new Map<string, Buffer>();

  const readSecret = async (file: string) => {
    const secret = await readFile(file);
    if (secret.length !== SECRET_BYTES) {
      throw new Error(
        `${file}: a shared secret is ${String(SECRET_BYTES)} bytes, not ${String(secret.length)}`,
      );
    }
    return secret;
  };

  /** Links a whole file into place: the first instance's secret wins, and no one reads half of it. */
  const makeSecret = async (file: string) => {
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFileAtomically(temporary, randomBytes(SECRET_BYTES));
    try {
      await link(temporary, file);
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    } finally {
      await rm(temporary, { force: true });
    }
  };

  const store: AccountStore = {
    users: async () => (await readUsers()).map(infoOf),
    user: async (name) => (await readUsers()).find((user) => user.name === name),
    addUser: (user: NewUser, at) =>
      locked(async () => {
        const users = await readUsers();
        if (users.some((each) => each.name === user.name)) return false;
        const time = at.toISOString();
        const added = storedUserRecord.parse({
          ...user,
          createdAt: time,
          passwordChangedAt: time,
        });
        await writeRecord(usersFile, { users: [...users, added] });
        return true;
      }),
    setRole: (name, role) => changeUser(name, (user) => ({ ...user, role })),
    setPassword: (name, passwordHash, at) =>
      changeUser(name, (user) => ({
        ...user,
        passwordHash,
        passwordChangedAt: at.toISOString(),
      })),
    removeUser: (name) => changeUser(name, () => undefined),

    createSession: (session) =>
      locked(async () => {
        if (!ID_HASH.test(session.idHash)) {
          throw new Error(`not a session's id hash: ${JSON.stringify(session.idHash)}`);
        }
        if (!(await readUsers()).some((user) => user.name === session.user)) {
          throw new Error(`no user ${JSON.stringify(session.user)} to make a session of`);
        }
        await writeRecord(sessionFile(session.idHash), sessionRecord.parse(session));
      }),
    session: async (idHash) =>
      ID_HASH.test(idHash) ? readRecord(sessionFile(idHash), sessionRecord) : undefined,
    touchSession: async (idHash, at) => {
      if (!ID_HASH.test(idHash)) return;
      // Under the lock: a touch never brings back a session ended meanwhile.
      await locked(async () => {
        const session = await readRecord(sessionFile(idHash), sessionRecord);
        if (session)
          await writeRecord(sessionFile(idHash), { ...session, seenAt: at.toISOString() });
      });
    },
    endSession: async (idHash) => {
      if (!ID_HASH.test(idHash)) return;
      await locked(() => rm(sessionFile(idHash), { force: true }));
    },
    endSessionsOf: (user) => locked(() => endSessionsWhere((session) => session.user === user)),
    removeExpiredSessions: ({ seenBefore, createdBefore }) =>
      locked(() =>
        endSessionsWhere(
          (session) =>
            new Date(session.seenAt) < seenBefore || new Date(session.createdAt) < createdBefore,
        ),
      ),

    recordFailure: (keys, at) =>
      locked(async () => {
        const oldest = at.getTime() - KEPT_MS;
        for (const key of new Set(keys)) {
          const kept = (await readRecord(failuresFile(key), failuresRecord))?.times ?? [];
          const times = [...kept.filter((time) => Date.parse(time) >= oldest), at.toISOString()];
          await writeRecord(failuresFile(key), { key, times: times.sort() });
        }
      }),
    failuresSince: async (key, since) => {
      const times = (await readRecord(failuresFile(key), failuresRecord))?.times ?? [];
      return times.filter((time) => Date.parse(time) >= since.getTime());
    },
    clearFailures: (key) => locked(() => rm(failuresFile(key), { force: true })),

    heartbeat: ({ user, subject, at }: Presence) =>
      locked(async () => {
        const now = Date.parse(at);
        const record = await readRecord(presenceFile(subject), presenceRecord);
        const users = Object.entries(record?.users ?? {}).filter(
          ([, time]) => Date.parse(time) >= now - KEPT_MS,
        );
        const latest = new Map(users);
        const previous = latest.get(user);
        const time = new Date(at).toISOString();
        if (previous === undefined || previous < time) latest.set(user, time);
        await writeRecord(presenceFile(subject), { subject, users: Object.fromEntries(latest) });
      }),
    present: async (subject, since) => {
      const record = await readRecord(presenceFile(subject), presenceRecord);
      return Object.entries(record?.users ?? {})
        .filter(([, at]) => Date.parse(at) >= since.getTime())
        .map(([user, at]): Presence => ({ user, subject, at }))
        .sort((a, b) => (a.user < b.user ? -1 : 1));
    },

    audit: (entry) =>
      locked(async () => {
        await appendAudit(auditFile, entry);
      }),
    auditLog: async ({ limit, before } = {}) => {
      const newestFirst = (await readAudit(auditFile))
        .filter((entry) => before === undefined || entry.sequence < before)
        .reverse();
      return limit === undefined ? newestFirst : newestFirst.slice(0, limit);
    },

    async sharedSecret(name) {
      if (!SECRET_NAME.test(name))
        throw new Error(`not a shared secret's name: ${JSON.stringify(name)}`);
      const known = secrets.get(name);
      if (known) return known;
      const file = path.join(dirs.secrets, name);
      const secret = await readSecret(file).catch(async (error: unknown) => {
        if (!isCode(error, 'ENOENT')) throw error;
        await makeSecret(file);
        return readSecret(file);
      });
      secrets.set(name, secret);
      return secret;
    },
  };
  return store;
}
