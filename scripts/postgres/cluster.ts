// A PostgreSQL cluster of the project's own, in a folder it names: never the system's default
// cluster. Used by the tests (a throwaway one per run) and `npm run db` (one kept in .db/).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePorts } from '../localStack';
import { ensurePostgres, postgresBinary } from './install';
import { CommandError, run, runningAsRoot } from './run';

export interface ClusterOptions {
  /** The cluster's data folder; initialised when it holds no cluster yet. */
  dir: string;
  /** The TCP port on 127.0.0.1. Default: a free one. */
  port?: number;
  /** Keep the folder when the cluster stops. Default: removed. */
  keep?: boolean;
  /** Trade durability for speed (fsync off), for tests: a crash may lose the data. */
  fast?: boolean;
}

export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres, the superuser on database `postgres`. */
  url: string;
  port: number;
  dir: string;
  /** Stops the server (fast: open sessions are ended) and removes the folder unless `keep`. */
  stop(): Promise<void>;
  /** The postmaster's pid and its children's, for a test that pauses the processes. */
  pids(): Promise<number[]>;
  /** Stops the server fast, keeping its data; `resume` starts it again. */
  pause(): Promise<void>;
  /** Starts the paused server again, on the same port. */
  resume(): Promise<void>;
}

const LOG_FILE = 'postgres.log';
/** The longest a Unix socket's path may be (sun_path, less its terminating NUL). */
const MAX_SOCKET_PATH = 107;
const execFileAsync = promisify(execFile);

/** The superuser's URL of the database `postgres` of a cluster on `port`. */
export function clusterUrl(port: number): string {
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

async function logTail(dir: string, lines = 30): Promise<string> {
  const log = await readFile(path.join(dir, LOG_FILE), 'utf8').catch(() => '');
  return log.trimEnd().split('\n').slice(-lines).join('\n');
}

/** The first folder above `dir` that a user other than its owner may not enter. */
async function closedAncestor(dir: string): Promise<string | undefined> {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  for (let depth = 1; depth < parts.length; depth += 1) {
    const ancestor = path.sep + parts.slice(0, depth).join(path.sep);
    if (((await stat(ancestor)).mode & 0o001) === 0) return ancestor;
  }
  return undefined;
}

/** Under root, hands `dir` to the `postgres` user, failing clearly when that user cannot reach it. */
async function handToServerUser(dir: string): Promise<void> {
  if (!runningAsRoot()) return;
  const closed = await closedAncestor(dir);
  if (closed) {
    throw new Error(
      `The postgres user cannot reach ${dir}: ${closed} is closed to other users (chmod o+x ${closed}, or choose another folder).`,
    );
  }
  const { stdout } = await execFileAsync('id', ['-u', 'postgres']).catch(() => {
    throw new Error('PostgreSQL refuses to run as root, and there is no postgres user to run it.');
  });
  if ((await stat(dir)).uid !== Number(stdout.trim())) {
    await execFileAsync('chown', ['-R', 'postgres:postgres', dir]);
  }
}

async function initialise(dir: string, fast: boolean): Promise<void> {
  const entries = await readdir(dir);
  if (entries.includes('PG_VERSION')) return;
  const args = ['-D', dir, '-U', 'postgres', '-A', 'trust', '--auth-local=trust'];
  args.push('--encoding=UTF8', '--locale=C.UTF-8', '--no-instructions');
  if (fast) args.push('--no-sync');
  await run(postgresBinary('initdb'), args, { asServerUser: true, cwd: dir });
}

function serverOptions(dir: string, port: number, fast: boolean): string {
  const socket = path.join(dir, `.s.PGSQL.${port}`);
  // The server is reached over TCP; its socket only where the path fits.
  const sockets = socket.length <= MAX_SOCKET_PATH ? `'${dir}'` : "''";
  const options = [`-p ${port}`, `-c unix_socket_directories=${sockets}`];
  options.push('-c listen_addresses=127.0.0.1');
  if (fast) options.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  return options.join(' ');
}

async function startServer(dir: string, port: number, fast: boolean): Promise<void> {
  const log = path.join(dir, LOG_FILE);
  const args = [
    'start',
    '-w',
    '-t',
    '60',
    '-D',
    dir,
    '-l',
    log,
    '-o',
    serverOptions(dir, port, fast),
  ];
  try {
    await run(postgresBinary('pg_ctl'), args, { asServerUser: true, cwd: dir });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL did not start in ${dir} on port ${port}: ${reason}\nThe end of ${log}:\n${await logTail(dir)}`,
    );
  }
}

async function isRunning(dir: string): Promise<boolean> {
  try {
    await run(postgresBinary('pg_ctl'), ['status', '-D', dir], { asServerUser: true, cwd: dir });
    return true;
  } catch (error) {
    // 3: no server runs in the folder (4 when it is not a cluster's).
    if (error instanceof CommandError && (error.exitCode === 3 || error.exitCode === 4))
      return false;
    throw error;
  }
}

/** Stops the server fast (sessions ended, no data lost); nothing when it is not running. */
async function stopServer(dir: string): Promise<void> {
  if (!existsSync(path.join(dir, 'postmaster.pid'))) return;
  try {
    await run(postgresBinary('pg_ctl'), ['stop', '-w', '-t', '60', '-m', 'fast', '-D', dir], {
      asServerUser: true,
      cwd: dir,
    });
  } catch (error) {
    // It may have stopped on its own meanwhile (a Ctrl-C reaches its process group too).
    if (await isRunning(dir)) throw error;
  }
}

async function postmasterPid(dir: string): Promise<number> {
  const pidFile = await readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(pidFile.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`No PostgreSQL server runs in ${dir}.`);
  return pid;
}

/** The pids of `parent`'s children, from /proc (Linux). */
async function childrenOf(parent: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(status.slice(status.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === parent) children.push(Number(entry));
  }
  return children;
}

/**
 * Starts a PostgreSQL server on 127.0.0.1 with its data in `dir` (initialised first when `dir`
 * holds no cluster: trust authentication, UTF-8, superuser `postgres`), its log in
 * `dir/postgres.log`; resolves once it accepts connections.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  ensurePostgres();
  const dir = path.resolve(options.dir);
  const fast = options.fast ?? false;
  const port = options.port ?? (await freePorts(['postgres'])).postgres;
  await mkdir(dir, { recursive: true });
  await handToServerUser(dir);
  await initialise(dir, fast);
  await startServer(dir, port, fast);
  let stopped: Promise<void> | undefined;
  return {
    url: clusterUrl(port),
    port,
    dir,
    stop() {
      stopped ??= stopServer(dir).then(async () => {
        if (!options.keep) await rm(dir, { recursive: true, force: true });
      });
      return stopped;
    },
    async pids() {
      const postmaster = await postmasterPid(dir);
      return [postmaster, ...(await childrenOf(postmaster))];
    },
    pause: () => stopServer(dir),
    resume: () => startServer(dir, port, fast),
  };
}
