import { appendFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountStore } from '../../../../content-model/accounts/accountStore';
import { openFolderAccounts } from '../../../../content-model/accounts/folderAccounts';

/** What only the folder store's accounts do: their files, read back with care. */

describe('the accounts in folders', () => {
  let dir: string;
  let accounts: AccountStore;

  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'about-accounts-')), 'accounts');
    accounts = await openFolderAccounts(dir);
  });

  afterEach(async () => {
    await rm(path.dirname(dir), { recursive: true, force: true });
  });

  const entry = (action: string) => ({
    at: '2026-03-01T10:00:00.000Z',
    actor: 'ana',
    action,
    subject: '',
    address: '',
  });

  it('names the file when users.json is not JSON, or not a list of users', async () => {
    const file = path.join(dir, 'users.json');
    await writeFile(file, '{ "users": [');
    await expect(accounts.users()).rejects.toThrow(`${file}: not JSON`);
    await writeFile(file, JSON.stringify({ users: [{ name: 'ana', role: 'owner' }] }));
    await expect(accounts.user('ana')).rejects.toThrow(`${file}: not a record of the accounts`);
    // Nothing is written over a file that cannot be read.
    await expect(
      accounts.addUser({ name: 'bo', role: 'author', passwordHash: 'h' }, new Date()),
    ).rejects.toThrow(file);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      users: [{ name: 'ana', role: 'owner' }],
    });
  });

  it('names the file and line of an audit entry that cannot be read', async () => {
    await accounts.audit(entry('sign-in'));
    await appendFile(path.join(dir, 'audit.jsonl'), '{"sequence": "two"}\n');
    await expect(accounts.auditLog()).rejects.toThrow(
      `${path.join(dir, 'audit.jsonl')}:2: not an audit entry`,
    );
  });

  it('refuses an audit entry it could not read back, and writes nothing', async () => {
    await expect(accounts.audit({ ...entry('sign-in'), at: 'yesterday' })).rejects.toThrow();
    expect(await accounts.auditLog()).toEqual([]);
  });

  it('skips a line a crash left half written, and cuts it off at the next entry', async () => {
    const file = path.join(dir, 'audit.jsonl');
    await accounts.audit(entry('sign-in'));
    await appendFile(file, '{"sequence":2,"at":"2026-03-01T10:0');
    expect((await accounts.auditLog()).map((each) => each.action)).toEqual(['sign-in']);

    await accounts.audit(entry('sign-out'));
    expect(await accounts.auditLog()).toEqual([
      { sequence: 2, ...entry('sign-out') },
      { sequence: 1, ...entry('sign-in') },
    ]);
    expect((await readFile(file, 'utf8')).split('\n')).toHaveLength(3);
  });

  it('keeps failures of the last 24 hours only', async () => {
    await accounts.recordFailure(['account:ana'], new Date('2026-03-01T08:00:00.000Z'));
    await accounts.recordFailure(['account:ana'], new Date('2026-03-02T09:00:00.000Z'));
    expect(await accounts.failuresSince('account:ana', new Date(0))).toEqual([
      '2026-03-02T09:00:00.000Z',
    ]);
  });

  it('keeps a session by its id hash, and an id hash that is not one names no file', async () => {
    await accounts.addUser({ name: 'ana', role: 'author', passwordHash: 'h' }, new Date());
    const session = {
      idHash: 'k3F9-x2_ab',
      user: 'ana',
      createdAt: '2026-03-01T10:00:00.000Z',
      seenAt: '2026-03-01T10:00:00.000Z',
    };
    await accounts.createSession(session);
    expect(await readdir(path.join(dir, 'sessions'))).toEqual(['k3F9-x2_ab.json']);
    await expect(accounts.createSession({ ...session, idHash: '../users' })).rejects.toThrow(
      /not a session's id hash/,
    );
    expect(await accounts.session('../users')).toBeUndefined();
    await accounts.endSession('../users');
    expect(JSON.parse(await readFile(path.join(dir, 'users.json'), 'utf8'))).toMatchObject({
      users: [{ name: 'ana' }],
    });
  });

  it('keeps a shared secret of the right length only, naming the file otherwise', async () => {
    const secret = await accounts.sharedSecret('preview-links');
    expect(await readFile(path.join(dir, 'secrets', 'preview-links'))).toEqual(secret);
    await writeFile(path.join(dir, 'secrets', 'short'), 'too short');
    await expect(accounts.sharedSecret('short')).rejects.toThrow(
      `${path.join(dir, 'secrets', 'short')}: a shared secret is 32 bytes, not 9`,
    );
    await expect(accounts.sharedSecret('../users.json')).rejects.toThrow(
      /not a shared secret's name/,
    );
  });
});
