import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../../content-model/accounts/credentials';
import { openStore, readStoreSettings } from '../../../../content-model/store/openStore';

const TSX = path.resolve('node_modules/.bin/tsx');
const SCRIPT = path.resolve('content-model/cli/editorUser.ts');

const GOOD = 'correct horse battery staple';

let root = '';
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'about-editor-user-'));
  env = {
    ...process.env,
    CONTENT_STORE: 'folder',
    DATABASE_URL: '',
    CONTENT_DIR: path.join(root, 'content'),
    CONTENT_HISTORY_DIR: path.join(root, 'history'),
  };
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  out: string[];
  err: string[];
}

const lines = (text: string) => text.split('\n').filter((line) => line !== '');

/** `npm run editor:user -- ...args` as an admin runs it, `stdin` piped in (a pipe, not a terminal). */
function editorUser(args: string[], stdin = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [SCRIPT, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, out: lines(stdout), err: lines(stderr) });
    });
    child.stdin.end(stdin);
  });
}

/** The store as the server opens it, for what the command wrote. */
async function withAccounts<T>(
  read: (accounts: Awaited<ReturnType<typeof openStore>>['accounts']) => Promise<T>,
): Promise<T> {
  const store = await openStore(readStoreSettings(env));
  try {
    return await read(store.accounts);
  } finally {
    await store.close();
  }
}

/** Every file under the store's folders, with its text: where a password could have leaked to. */
async function everyFileText(): Promise<string> {
  const files = await readdir(root, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    files
      .filter((entry) => entry.isFile())
      .map((entry) => readFile(path.join(entry.parentPath, entry.name), 'utf8')),
  );
  return texts.join('\n');
}

/** A session of `user`'s, as the editor's sign-in makes one. */
const signIn = (user: string, idHash: string) =>
  withAccounts((accounts) =>
    accounts.createSession({
      idHash,
      user,
      createdAt: new Date().toISOString(),
      seenAt: new Date().toISOString(),
    }),
  );
const sessionOf = (idHash: string) => withAccounts((accounts) => accounts.session(idHash));

const ACTOR = `cli:${userInfo().username}`;

// One user's life, in order: each step starts the command in a process of its own.
describe('npm run editor:user', { timeout: 60_000 }, () => {
  it('adds a user with the password piped in, and lists them without the hash', async () => {
    const added = await editorUser(['add', 'ana', '--role', 'author'], `${GOOD}\n`);
    expect(added).toEqual({ code: 0, out: ['added ana as author'], err: [] });

    const listed = await editorUser(['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toEqual([
      expect.stringMatching(/^ana {2}author {5}\d{4}-\d\d-\d\d \d\d:\d\d$/),
    ]);
    expect(listed.out.join('\n')).not.toContain('scrypt');

    const user = await withAccounts((accounts) => accounts.user('ana'));
    expect(user?.role).toBe('author');
    expect(await verifyPassword(GOOD, user?.passwordHash ?? '')).toBe(true);
    expect(await everyFileText()).not.toContain(GOOD);
  });

  it('refuses a second user of the same name, leaving the first as it was', async () => {
    const before = await withAccounts((accounts) => accounts.user('ana'));
    const again = await editorUser(['add', 'ana', '--role', 'admin'], 'another long password\n');
    expect(again).toEqual({ code: 1, out: [], err: ['ana exists already: nothing changed'] });
    expect(await withAccounts((accounts) => accounts.user('ana'))).toEqual(before);
  });

  it('refuses a short or a common password, writing nothing', async () => {
    const short = await editorUser(['add', 'bruno', '--role', 'author'], 'Zq9!vb\n');
    expect(short).toEqual({
      code: 1,
      out: [],
      err: [
        'password refused: too short: at least 12 characters (this one has 6)',
        'nothing changed',
      ],
    });
    const common = await editorUser(['add', 'bruno', '--role', 'author'], 'Qwerty123456\n');
    expect(common).toEqual({
      code: 1,
      out: [],
      err: ['password refused: too common: it is in a list of leaked passwords', 'nothing changed'],
    });
    const named = await editorUser(['add', 'bruno.costa', '--role', 'author'], 'Bruno.Costa\n');
    expect(named.err).toContain("password refused: the same as the user's name");
    const none = await editorUser(['add', 'bruno', '--role', 'author'], '');
    expect(none).toEqual({
      code: 1,
      out: [],
      err: ['no password on standard input: give it as its first line'],
    });
    expect(await withAccounts((accounts) => accounts.users())).toEqual([
      expect.objectContaining({ name: 'ana' }),
    ]);
  });

  it('refuses a bad role, a bad name and a missing --role before asking for a password', async () => {
    const badRole = await editorUser(['add', 'bruno', '--role', 'owner'], `${GOOD}\n`);
    expect(badRole.code).toBe(2);
    expect(badRole.err[0]).toBe('no role owner: the roles are author, publisher, admin');
    expect(badRole.err[1]).toMatch(/^usage: npm run editor:user -- add NAME --role ROLE/);

    const noRole = await editorUser(['add', 'bruno'], `${GOOD}\n`);
    expect(noRole.code).toBe(2);
    expect(noRole.err[0]).toBe('add needs --role ROLE');

    const badName = await editorUser(['add', 'bruno costa', '--role', 'author'], `${GOOD}\n`);
    expect(badName.code).toBe(2);
    expect(badName.err[0]).toMatch(/^a user name is letters/);

    const setBadRole = await editorUser(['set-role', 'ana', 'owner']);
    expect(setBadRole.code).toBe(2);
    expect(setBadRole.err[0]).toBe('no role owner: the roles are author, publisher, admin');
    const unknownCommand = await editorUser(['promote', 'ana']);
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.err[0]).toBe('no command promote');
    expect(await withAccounts((accounts) => accounts.users())).toEqual([
      expect.objectContaining({ name: 'ana', role: 'author' }),
    ]);
  });

  it("changes a user's role and ends their sessions", async () => {
    await signIn('ana', 'session-of-ana');
    const changed = await editorUser(['set-role', 'ana', 'publisher']);
    expect(changed).toEqual({
      code: 0,
      out: ['ana is now publisher (was author); signed out'],
      err: [],
    });
    expect(await withAccounts((accounts) => accounts.user('ana'))).toMatchObject({
      role: 'publisher',
    });
    expect(await sessionOf('session-of-ana')).toBeUndefined();
  });

  it("resets a user's password: the new one verifies, the old one no longer does", async () => {
    const refused = await editorUser(['reset-password', 'ana'], 'password\n');
    expect(refused.code).toBe(1);
    const still = await withAccounts((accounts) => accounts.user('ana'));
    expect(await verifyPassword(GOOD, still?.passwordHash ?? '')).toBe(true);

    await signIn('ana', 'before-the-reset');
    const reset = await editorUser(['reset-password', 'ana'], 'a brand new long passphrase\n');
    expect(reset).toEqual({ code: 0, out: ["changed ana's password; signed out"], err: [] });
    const user = await withAccounts((accounts) => accounts.user('ana'));
    expect(await verifyPassword('a brand new long passphrase', user?.passwordHash ?? '')).toBe(
      true,
    );
    expect(await verifyPassword(GOOD, user?.passwordHash ?? '')).toBe(false);
    expect(await sessionOf('before-the-reset')).toBeUndefined();
  });

  it('names an unknown user', async () => {
    const error = ['no user bruno: npm run editor:user -- list names them'];
    expect(await editorUser(['set-role', 'bruno', 'admin'])).toEqual({
      code: 1,
      out: [],
      err: error,
    });
    expect(await editorUser(['remove', 'bruno'])).toEqual({ code: 1, out: [], err: error });
    expect(await editorUser(['reset-password', 'bruno'], `${GOOD}\n`)).toEqual({
      code: 1,
      out: [],
      err: error,
    });
  });

  it('removes a user, ending their sessions', async () => {
    await signIn('ana', 'before-the-removal');
    expect(await editorUser(['remove', 'ana'])).toEqual({
      code: 0,
      out: ['removed ana; signed out'],
      err: [],
    });
    expect(await editorUser(['list'])).toEqual({
      code: 0,
      out: ['no users yet: npm run editor:user -- add NAME --role ROLE'],
      err: [],
    });
    expect(await sessionOf('before-the-removal')).toBeUndefined();
  });

  it('wrote each change to the audit log, as the system user at the terminal', async () => {
    const log = await withAccounts((accounts) => accounts.auditLog());
    expect(log.reverse().map(({ sequence: _, at: __, ...entry }) => entry)).toEqual([
      {
        actor: ACTOR,
        action: 'user-added',
        subject: 'ana',
        address: '',
        detail: { role: 'author' },
      },
      {
        actor: ACTOR,
        action: 'role-changed',
        subject: 'ana',
        address: '',
        detail: { role: 'publisher', from: 'author' },
      },
      { actor: ACTOR, action: 'password-reset', subject: 'ana', address: '' },
      { actor: ACTOR, action: 'user-removed', subject: 'ana', address: '' },
    ]);
    expect(log.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);
  });
});
