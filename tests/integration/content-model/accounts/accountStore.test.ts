import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountStore,
  AuditEntry,
  StoredSession,
} from '../../../../content-model/accounts/accountStore';
import { readFolderFiles } from '../../../../content-model/store/contentFiles';
import type { ContentStore } from '../../../../content-model/store/contentStore';
import { openFolderStore, type FolderStore } from '../../../../content-model/store/folderStore';
import { openPostgresStore } from '../../../../content-model/store/postgresStore';
import { exportVersion } from '../../../../content-model/store/versioning';
import { makeContentDir } from '../../../support/fixtureContent';
import { useFreshDatabase } from '../../../support/postgres';

/**
 * The accounts' conformance suite: both content stores keep the accounts the same way, and two
 * instances on one backing (two folder stores over one folder, two pools on one database) see
 * each other's writes.
 */

interface Backing {
  /** Two instances of the store on the same backing. */
  first: ContentStore;
  second: ContentStore;
  cleanup: () => Promise<void>;
}

const database = useFreshDatabase();

const backings: Record<string, () => Promise<Backing>> = {
  folder: async () => {
    const content = await makeContentDir();
    const [first, second] = await Promise.all(
      [1, 2].map(() => openFolderStore({ contentDir: content.dir })),
    );
    if (!first || !second) throw new Error('unreachable: two stores were opened');
    return {
      first,
      second,
      cleanup: async () => {
        await Promise.all([first.close(), second.close()]);
        await content.cleanup();
      },
    };
  },
  postgres: async () => {
    const first = await openPostgresStore({ databaseUrl: database.url });
    const second = await openPostgresStore({ databaseUrl: database.url });
    return {
      first,
      second,
      cleanup: async () => {
        await Promise.all([first.close(), second.close()]);
      },
    };
  },
};

const at = (time: string) => new Date(`2026-03-01T${time}Z`);

const session = (idHash: string, user: string): StoredSession => ({
  idHash,
  user,
  createdAt: at('10:00:00.000').toISOString(),
  seenAt: at('10:00:00.000').toISOString(),
});

describe.each(Object.keys(backings))('the accounts of the %s store', (kind) => {
  let backing: Backing;
  let accounts: AccountStore;
  let other: AccountStore;

  beforeAll(async () => {
    backing = await (backings[kind] as () => Promise<Backing>)();
    accounts = backing.first.accounts;
    other = backing.second.accounts;
  }, 60_000);

  afterAll(async () => {
    await backing.cleanup();
  });

  /** Adds users by name, each an author with a hash of its own. */
  const addUsers = async (...names: string[]) => {
    for (const [index, name] of names.entries()) {
      const added = await accounts.addUser(
        { name, role: 'author', passwordHash: `hash-of-${name}` },
        at(`09:00:0${String(index)}.000`),
      );
      expect(added).toBe(true);
    }
  };

  it('adds a user and refuses a second of the same name, changing nothing', async () => {
    await addUsers('ana');
    const refused = await accounts.addUser(
      { name: 'ana', role: 'admin', passwordHash: 'another-hash' },
      at('11:00:00.000'),
    );
    expect(refused).toBe(false);
    expect(await accounts.user('ana')).toEqual({
      name: 'ana',
      role: 'author',
      passwordHash: 'hash-of-ana',
      createdAt: '2026-03-01T09:00:00.000Z',
      passwordChangedAt: '2026-03-01T09:00:00.000Z',
    });
    expect(await accounts.user('nobody')).toBeUndefined();
  });

  it('lists the users in the order they were added, never with the hash', async () => {
    await addUsers('list-a', 'list-b');
    const listed = (await accounts.users()).filter((user) => user.name.startsWith('list-'));
    expect(listed).toEqual([
      {
        name: 'list-a',
        role: 'author',
        createdAt: '2026-03-01T09:00:00.000Z',
        passwordChangedAt: '2026-03-01T09:00:00.000Z',
      },
      {
        name: 'list-b',
        role: 'author',
        createdAt: '2026-03-01T09:00:01.000Z',
        passwordChangedAt: '2026-03-01T09:00:01.000Z',
      },
    ]);
    for (const user of await accounts.users()) expect(user).not.toHaveProperty('passwordHash');
  });

  it("gives a role and ends that user's sessions, not another's", async () => {
    await addUsers('role-a', 'role-b');
    await accounts.createSession(session('role-a-1', 'role-a'));
    await accounts.createSession(session('role-a-2', 'role-a'));
    await accounts.createSession(session('role-b-1', 'role-b'));

    expect(await accounts.setRole('role-a', 'publisher')).toBe(true);
    expect((await accounts.user('role-a'))?.role).toBe('publisher');
    expect(await accounts.session('role-a-1')).toBeUndefined();
    expect(await accounts.session('role-a-2')).toBeUndefined();
    expect(await accounts.session('role-b-1')).toEqual(session('role-b-1', 'role-b'));
    expect(await accounts.setRole('nobody', 'admin')).toBe(false);
  });

  it("sets a password and ends that user's sessions, not another's", async () => {
    await addUsers('password-a', 'password-b');
    await accounts.createSession(session('password-a-1', 'password-a'));
    await accounts.createSession(session('password-b-1', 'password-b'));

    expect(await accounts.setPassword('password-a', 'new-hash', at('12:00:00.000'))).toBe(true);
    expect(await accounts.user('password-a')).toMatchObject({
      passwordHash: 'new-hash',
      createdAt: '2026-03-01T09:00:00.000Z',
      passwordChangedAt: '2026-03-01T12:00:00.000Z',
    });
    expect(await accounts.session('password-a-1')).toBeUndefined();
    expect(await accounts.session('password-b-1')).toBeDefined();
    expect(await accounts.setPassword('nobody', 'hash', at('12:00:00.000'))).toBe(false);
  });

  it("removes a user and ends that user's sessions, not another's", async () => {
    await addUsers('removed-a', 'removed-b');
    await accounts.createSession(session('removed-a-1', 'removed-a'));
    await accounts.createSession(session('removed-b-1', 'removed-b'));

    expect(await accounts.removeUser('removed-a')).toBe(true);
    expect(await accounts.user('removed-a')).toBeUndefined();
    expect((await accounts.users()).map((user) => user.name)).not.toContain('removed-a');
    expect(await accounts.session('removed-a-1')).toBeUndefined();
    expect(await accounts.session('removed-b-1')).toBeDefined();
    expect(await accounts.removeUser('removed-a')).toBe(false);
  });

  it('makes, reads, touches and ends a session', async () => {
    await addUsers('session-a');
    await accounts.createSession(session('session-a-1', 'session-a'));
    expect(await accounts.session('session-a-1')).toEqual(session('session-a-1', 'session-a'));

    await accounts.touchSession('session-a-1', at('10:30:00.000'));
    expect(await accounts.session('session-a-1')).toEqual({
      ...session('session-a-1', 'session-a'),
      seenAt: '2026-03-01T10:30:00.000Z',
    });

    await accounts.endSession('session-a-1');
    expect(await accounts.session('session-a-1')).toBeUndefined();
    // A touch of an ended session does not bring it back.
    await accounts.touchSession('session-a-1', at('10:31:00.000'));
    expect(await accounts.session('session-a-1')).toBeUndefined();
    expect(await accounts.session('never-made')).toBeUndefined();
  });

  it('refuses a session of no such user', async () => {
    await expect(accounts.createSession(session('orphan-1', 'nobody'))).rejects.toThrow(
      /no user "nobody"/,
    );
    expect(await accounts.session('orphan-1')).toBeUndefined();
  });

  it("ends every session of a user, saying how many, and no one else's", async () => {
    await addUsers('every-a', 'every-b');
    for (const id of ['every-a-1', 'every-a-2', 'every-a-3']) {
      await accounts.createSession(session(id, 'every-a'));
    }
    await accounts.createSession(session('every-b-1', 'every-b'));

    expect(await accounts.endSessionsOf('every-a')).toBe(3);
    expect(await accounts.session('every-a-2')).toBeUndefined();
    expect(await accounts.session('every-b-1')).toBeDefined();
    expect(await accounts.endSessionsOf('every-a')).toBe(0);
    expect((await accounts.user('every-a'))?.name).toBe('every-a');
  });

  it('removes the sessions last seen too long ago or made too long ago', async () => {
    await addUsers('expiring');
    // A day before every other session here, so the limits pick only these.
    const day = (time: string) => new Date(`2026-02-01T${time}Z`).toISOString();
    const made = (idHash: string, createdAt: string, seenAt: string): StoredSession => ({
      idHash,
      user: 'expiring',
      createdAt: day(createdAt),
      seenAt: day(seenAt),
    });
    const fresh = made('expiring-fresh', '10:00:00.000', '10:00:00.000');
    const idle = made('expiring-idle', '10:00:00.000', '10:00:00.000');
    const old = made('expiring-old', '01:00:00.000', '11:30:00.000');
    for (const each of [fresh, idle, old]) await accounts.createSession(each);
    await accounts.touchSession(fresh.idHash, new Date(day('11:59:00.000')));

    const removed = await accounts.removeExpiredSessions({
      seenBefore: new Date(day('11:00:00.000')),
      createdBefore: new Date(day('02:00:00.000')),
    });
    expect(removed).toBe(2);
    expect(await accounts.session(fresh.idHash)).toEqual({
      ...fresh,
      seenAt: day('11:59:00.000'),
    });
    expect(await accounts.session(idle.idHash)).toBeUndefined();
    expect(await accounts.session(old.idHash)).toBeUndefined();
    expect(
      await accounts.removeExpiredSessions({
        seenBefore: new Date(day('11:00:00.000')),
        createdBefore: new Date(day('02:00:00.000')),
      }),
    ).toBe(0);
  });

  it('records failures under each key, counts them since a time, and clears one key', async () => {
    const keys = ['account:failing', 'address:192.0.2.7'];
    await accounts.recordFailure(keys, at('08:00:00.000'));
    await accounts.recordFailure(keys, at('08:05:00.000'));
    await accounts.recordFailure(['account:failing'], at('08:10:00.000'));

    expect(await accounts.failuresSince('account:failing', at('08:00:00.000'))).toEqual([
      '2026-03-01T08:00:00.000Z',
      '2026-03-01T08:05:00.000Z',
      '2026-03-01T08:10:00.000Z',
    ]);
    expect(await accounts.failuresSince('address:192.0.2.7', at('08:01:00.000'))).toEqual([
      '2026-03-01T08:05:00.000Z',
    ]);
    expect(await accounts.failuresSince('account:never', at('00:00:00.000'))).toEqual([]);

    await accounts.clearFailures('account:failing');
    expect(await accounts.failuresSince('account:failing', at('00:00:00.000'))).toEqual([]);
    expect(await accounts.failuresSince('address:192.0.2.7', at('00:00:00.000'))).toHaveLength(2);
  });

  it('gives the latest heartbeat of each user on a subject since a time', async () => {
    const subject = 'documents/news-a.json';
    await accounts.heartbeat({ user: 'bo', subject, at: '2026-03-01T10:00:00.000Z' });
    await accounts.heartbeat({ user: 'ana', subject, at: '2026-03-01T10:00:10.000Z' });
    await accounts.heartbeat({ user: 'ana', subject, at: '2026-03-01T10:00:40.000Z' });
    // A heartbeat that arrives late never hides a newer one.
    await accounts.heartbeat({ user: 'ana', subject, at: '2026-03-01T10:00:20.000Z' });
    await accounts.heartbeat({
      user: 'cy',
      subject: 'views/about.json',
      at: '2026-03-01T10:00:30.000Z',
    });

    expect(await accounts.present(subject, at('09:59:00.000'))).toEqual([
      { user: 'ana', subject, at: '2026-03-01T10:00:40.000Z' },
      { user: 'bo', subject, at: '2026-03-01T10:00:00.000Z' },
    ]);
    expect(await accounts.present(subject, at('10:00:05.000'))).toEqual([
      { user: 'ana', subject, at: '2026-03-01T10:00:40.000Z' },
    ]);
    expect(await accounts.present('views/nobody.json', at('00:00:00.000'))).toEqual([]);
  });

  it('keeps the audit log newest first, paged, each entry as it was given', async () => {
    const entries: { action: string; subject: string; detail: AuditEntry['detail'] }[] = [
      { action: 'user-added', subject: 'ana', detail: { role: 'author' } },
      { action: 'sign-in', subject: '', detail: undefined },
      {
        action: 'published',
        subject: 'documents/news-a.json',
        detail: { version: '7-abc123', files: 2, forced: false },
      },
    ];
    for (const [index, entry] of entries.entries()) {
      await accounts.audit({
        at: at(`13:00:0${String(index)}.000`).toISOString(),
        actor: index === 0 ? 'cli:ops' : 'ana',
        address: index === 0 ? '' : '192.0.2.7',
        action: entry.action,
        subject: entry.subject,
        ...(entry.detail ? { detail: entry.detail } : {}),
      });
    }

    const log = await accounts.auditLog();
    expect(log.map((entry) => entry.action)).toEqual(['published', 'sign-in', 'user-added']);
    expect(log[0]).toEqual({
      sequence: expect.any(Number) as unknown,
      at: '2026-03-01T13:00:02.000Z',
      actor: 'ana',
      action: 'published',
      subject: 'documents/news-a.json',
      address: '192.0.2.7',
      detail: { version: '7-abc123', files: 2, forced: false },
    });
    expect(log[1]).not.toHaveProperty('detail');
    expect(log[2]).toMatchObject({ actor: 'cli:ops', address: '', detail: { role: 'author' } });
    const sequences = log.map((entry) => entry.sequence);
    expect([...sequences].sort((a, b) => b - a)).toEqual(sequences);
    expect(new Set(sequences).size).toBe(3);

    expect(await accounts.auditLog({ limit: 2 })).toEqual(log.slice(0, 2));
    expect(await accounts.auditLog({ before: log[0]?.sequence })).toEqual(log.slice(1));
    expect(await accounts.auditLog({ before: log[1]?.sequence, limit: 5 })).toEqual(log.slice(2));
    expect(await accounts.auditLog({ before: log[2]?.sequence })).toEqual([]);
  });

  describe('across two instances on one backing', () => {
    it('reads and ends on one a session made on the other', async () => {
      await addUsers('fleet-a');
      await accounts.createSession(session('fleet-a-1', 'fleet-a'));
      expect(await other.session('fleet-a-1')).toEqual(session('fleet-a-1', 'fleet-a'));
      await other.touchSession('fleet-a-1', at('10:45:00.000'));
      expect((await accounts.session('fleet-a-1'))?.seenAt).toBe('2026-03-01T10:45:00.000Z');
      await other.endSession('fleet-a-1');
      expect(await accounts.session('fleet-a-1')).toBeUndefined();
    });

    it('counts on one the failures recorded on the other', async () => {
      await Promise.all([
        accounts.recordFailure(['account:fleet'], at('08:00:00.000')),
        other.recordFailure(['account:fleet'], at('08:00:01.000')),
      ]);
      expect(await other.failuresSince('account:fleet', at('07:00:00.000'))).toEqual([
        '2026-03-01T08:00:00.000Z',
        '2026-03-01T08:00:01.000Z',
      ]);
      await other.clearFailures('account:fleet');
      expect(await accounts.failuresSince('account:fleet', at('07:00:00.000'))).toEqual([]);
    });

    it('sees on one the presence heartbeats sent to the other', async () => {
      const subject = 'views/fleet.json';
      await Promise.all([
        accounts.heartbeat({ user: 'ana', subject, at: '2026-03-01T10:00:00.000Z' }),
        other.heartbeat({ user: 'bo', subject, at: '2026-03-01T10:00:01.000Z' }),
      ]);
      expect((await other.present(subject, at('09:00:00.000'))).map((each) => each.user)).toEqual([
        'ana',
        'bo',
      ]);
    });

    it('gives both, asking at once, the same 32-byte shared secret', async () => {
      const [one, two] = await Promise.all([
        accounts.sharedSecret('preview-links'),
        other.sharedSecret('preview-links'),
      ]);
      expect(one).toHaveLength(32);
      expect(two).toEqual(one);
      expect(await backing.first.accounts.sharedSecret('preview-links')).toEqual(one);
      expect(await other.sharedSecret('another-secret')).not.toEqual(one);
    });

    it('keeps one audit log with one sequence', async () => {
      const before = (await accounts.auditLog({ limit: 1 }))[0]?.sequence ?? 0;
      await Promise.all(
        [accounts, other, accounts, other].map((each, index) =>
          each.audit({
            at: at(`14:00:0${String(index)}.000`).toISOString(),
            actor: 'ana',
            action: 'draft-saved',
            subject: `documents/fleet-${String(index)}.json`,
            address: '',
          }),
        ),
      );
      const newer = (await other.auditLog()).filter((entry) => entry.sequence > before);
      expect(newer).toHaveLength(4);
      expect(new Set(newer.map((entry) => entry.subject)).size).toBe(4);
    });
  });

  if (kind === 'folder') {
    it('keeps no account file in the content folder or in an export', async () => {
      const store = backing.first as FolderStore;
      await store.recordFolder('ops', 'first');
      const exported = await mkdtemp(path.join(tmpdir(), 'about-accounts-export-'));
      try {
        await exportVersion(store, exported);
        const files = [
          ...(await readFolderFiles(exported)).keys(),
          ...(await readFolderFiles(store.contentDir)).keys(),
        ];
        expect(files.length).toBeGreaterThan(0);
        const accountFiles = /accounts|users\.json|audit\.jsonl|sessions\/|secrets\//;
        expect(files.filter((file) => accountFiles.test(file))).toEqual([]);
        expect(path.relative(store.contentDir, store.historyDir).startsWith('..')).toBe(true);
      } finally {
        await rm(exported, { recursive: true, force: true });
      }
    });
  }
});
