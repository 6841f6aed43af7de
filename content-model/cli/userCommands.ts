import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ROLES, type AccountStore, type Role, type UserInfo } from '../accounts/accountStore';
import { hashPassword, passwordProblems, userNameSchema } from '../accounts/credentials';
import { openStore, readStoreSettings } from '../store/openStore';
import type { CommandResult } from './storeCommands';

const USAGE = [
  'usage: npm run editor:user -- add NAME --role ROLE   (the password on standard input)',
  '       npm run editor:user -- list',
  '       npm run editor:user -- set-role NAME ROLE',
  '       npm run editor:user -- remove NAME',
  '       npm run editor:user -- reset-password NAME    (the password on standard input)',
  `ROLE: ${ROLES.join(', ')}`,
].join('\n');

/** What the command needs from its process: the store's variables and the password. */
interface UserCommandContext {
  env: NodeJS.ProcessEnv;
  /** The password, from standard input; `what` says whose, for a prompt. */
  readPassword: (what: string) => Promise<string>;
}

const roleSchema = z.enum(ROLES, {
  error: (issue) => `no role ${String(issue.input)}: the roles are ${ROLES.join(', ')}`,
});

/** A usage error: exit 2, the problem and the usage. */
const usage = (problem: string): CommandResult => ({ code: 2, out: [], err: [problem, USAGE] });
const failed = (...lines: string[]): CommandResult => ({ code: 1, out: [], err: lines });
const noSuchUser = (name: string) =>
  failed(`no user ${name}: npm run editor:user -- list names them`);

/** A command line, read and checked. */
type Request =
  | { command: 'list' }
  | { command: 'add'; name: string; role: Role }
  | { command: 'set-role'; name: string; role: Role }
  | { command: 'remove' | 'reset-password'; name: string };

function checked<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new Error(result.error.issues.map((issue) => issue.message).join('; '));
  return result.data;
}

function exactly(count: number, operands: string[], what: string): string[] {
  if (operands.length !== count) throw new Error(what);
  return operands;
}

/** The request `args` make; throws naming what is wrong with them. */
function readRequest(args: string[]): Request {
  const [command = '', ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: command === 'add' ? { role: { type: 'string' } } : {},
  });
  switch (command) {
    case 'list':
      exactly(0, positionals, 'list takes no arguments');
      return { command };
    case 'add': {
      const [name] = exactly(1, positionals, 'add names one user');
      // Required, so no one is given a role without saying which.
      if (values.role === undefined) throw new Error('add needs --role ROLE');
      return {
        command,
        name: checked(userNameSchema, name),
        role: checked(roleSchema, values.role),
      };
    }
    case 'set-role': {
      const [name, role] = exactly(2, positionals, 'set-role names one user and a role');
      return { command, name: checked(userNameSchema, name), role: checked(roleSchema, role) };
    }
    case 'remove':
    case 'reset-password': {
      const [name] = exactly(1, positionals, `${command} names one user`);
      return { command, name: checked(userNameSchema, name) };
    }
    default:
      throw new Error(command === '' ? 'name a command' : `no command ${command}`);
  }
}

/** The new password's hash, or why it is refused (nothing is written then). */
async function newPasswordHash(
  context: UserCommandContext,
  name: string,
  what: string,
): Promise<{ hash: string } | { refused: CommandResult }> {
  const password = await context.readPassword(what);
  const problems = passwordProblems(password, name);
  if (problems.length > 0) {
    return {
      refused: failed(
        ...problems.map((problem) => `password refused: ${problem}`),
        'nothing changed',
      ),
    };
  }
  return { hash: await hashPassword(password) };
}

/** `ana       publisher  2026-12-07 09:30`, the names and roles in columns. */
function userLines(users: UserInfo[]): string[] {
  const nameWidth = Math.max(...users.map((user) => user.name.length));
  const roleWidth = Math.max(...ROLES.map((role) => role.length));
  return users.map(
    (user) =>
      `${user.name.padEnd(nameWidth)}  ${user.role.padEnd(roleWidth)}  ${user.createdAt.slice(0, 16).replace('T', ' ')}`,
  );
}

const done = (line: string): CommandResult => ({ code: 0, out: [line], err: [] });

/** Does what `request` asks; `record` writes a change to the audit log. */
async function perform(
  request: Exclude<Request, { command: 'list' }>,
  accounts: AccountStore,
  context: UserCommandContext,
  record: (action: string, detail?: Record<string, string>) => Promise<void>,
): Promise<CommandResult> {
  const { name } = request;
  switch (request.command) {
    case 'add': {
      const exists = failed(`${name} exists already: nothing changed`);
      if (await accounts.user(name)) return exists;
      const password = await newPasswordHash(context, name, `${name}'s password`);
      if ('refused' in password) return password.refused;
      const user = { name, role: request.role, passwordHash: password.hash };
      if (!(await accounts.addUser(user, new Date()))) return exists;
      await record('user-added', { role: request.role });
      return done(`added ${name} as ${request.role}`);
    }
    case 'set-role': {
      const before = await accounts.user(name);
      if (!before || !(await accounts.setRole(name, request.role))) return noSuchUser(name);
      await record('role-changed', { role: request.role, from: before.role });
      return done(`${name} is now ${request.role} (was ${before.role}); signed out`);
    }
    case 'remove':
      if (!(await accounts.removeUser(name))) return noSuchUser(name);
      await record('user-removed');
      return done(`removed ${name}; signed out`);
    case 'reset-password': {
      if (!(await accounts.user(name))) return noSuchUser(name);
      const password = await newPasswordHash(context, name, `${name}'s new password`);
      if ('refused' in password) return password.refused;
      if (!(await accounts.setPassword(name, password.hash, new Date()))) return noSuchUser(name);
      await record('password-reset');
      return done(`changed ${name}'s password; signed out`);
    }
  }
}

async function listUsers(accounts: AccountStore): Promise<CommandResult> {
  const users = await accounts.users();
  if (users.length === 0) return done('no users yet: npm run editor:user -- add NAME --role ROLE');
  return { code: 0, out: userLines(users), err: [] };
}

/**
 * Manages the editor's users (`npm run editor:user`): add, list, set-role, remove,
 * reset-password. Each change is written to the audit log as `cli:<os user>`; a change to a user
 * ends their sessions (the store does, in the same write).
 */
export async function userCommand(
  args: string[],
  context: UserCommandContext,
): Promise<CommandResult> {
  let request: Request;
  try {
    request = readRequest(args);
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const store = await openStore(readStoreSettings(context.env));
  try {
    const { accounts } = store;
    if (request.command === 'list') return await listUsers(accounts);
    // The person at the terminal, as the system knows them: the store has no user for them.
    const actor = `cli:${userInfo().username}`;
    return await perform(request, accounts, context, (action, detail) =>
      accounts.audit({
        at: new Date().toISOString(),
        actor,
        action,
        subject: request.name,
        address: '',
        ...(detail ? { detail } : {}),
      }),
    );
  } finally {
    await store.close();
  }
}
