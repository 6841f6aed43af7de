/**
 * A fleet of instances behind nginx: deploy/nginx.conf with its upstream written for any number
 * of instances, and the instances started on the folder store or the PostgreSQL store. Used by
 * `npm run proxy`, `npm run bench:publish` and the fleet's end-to-end test.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { NGINX_CONF, PROXY_PORT, ROOT, startInstance, type InstanceOptions } from './localStack';
import type { ManagedChild, ProcessGroup } from './processGroup';

export interface FleetConfigOptions {
  /** nginx's port on 127.0.0.1. */
  port: number;
  /** One upstream server per instance, in this order. */
  instancePorts: readonly number[];
}

const UPSTREAM = /(upstream site \{\n)((?:[ \t]*server 127\.0\.0\.1:\d+[^\n]*\n)+)/;

/**
 * deploy/nginx.conf listening on `port`, its upstream `site` one `server` line per instance (each
 * with the options the file gives its first), written to `file`.
 */
export function writeFleetConfig(file: string, options: FleetConfigOptions): void {
  if (options.instancePorts.length === 0) throw new Error('A fleet needs at least one instance.');
  let text = readFileSync(NGINX_CONF, 'utf8');
  const listen = new RegExp(`listen 127\\.0\\.0\\.1:${PROXY_PORT}\\b`, 'g');
  if ((text.match(listen)?.length ?? 0) !== 1)
    throw new Error(`${NGINX_CONF} does not listen on 127.0.0.1:${PROXY_PORT} once.`);
  text = text.replace(listen, `listen 127.0.0.1:${options.port}`);
  const upstream = UPSTREAM.exec(text);
  const first = upstream?.[2]?.split('\n')[0];
  if (!upstream || first === undefined)
    throw new Error(`${NGINX_CONF} has no "upstream site" block of 127.0.0.1 servers.`);
  const lines = options.instancePorts.map(
    (port) => `${first.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`)}\n`,
  );
  text = text.replace(UPSTREAM, `$1${lines.join('')}`);
  writeFileSync(file, text);
}

/** Where an instance of the fleet reads its content from. */
export type FleetStore =
  | { kind: 'folder' }
  | {
      kind: 'postgres';
      /** A direct connection (LISTEN does not pass a transaction-mode pooler). */
      databaseUrl: string;
    };

/** The environment that points an instance at `store` (with CONTENT_DIR its content folder). */
export function storeEnv(store: FleetStore, contentDir: string): Record<string, string> {
  return store.kind === 'folder'
    ? { CONTENT_STORE: 'folder', CONTENT_DIR: contentDir }
    : { CONTENT_STORE: 'postgres', DATABASE_URL: store.databaseUrl, CONTENT_DIR: contentDir };
}

export interface FleetInstancesOptions {
  store: FleetStore;
  ports: readonly number[];
  /** Each instance's content folder (by index): one for all, or one each. */
  contentDir: (index: number) => string;
  /** More of each instance's options (its environment, entry, stdout), by index. */
  instance?: (index: number) => Partial<InstanceOptions>;
}

/**
 * Starts one instance per port. On the PostgreSQL store the first starts alone (on an empty
 * database it imports its content folder as version 1), then the others at once.
 */
export async function startFleetInstances(
  group: ProcessGroup,
  options: FleetInstancesOptions,
): Promise<ManagedChild[]> {
  const start = (port: number, index: number) => {
    const more = options.instance?.(index) ?? {};
    return startInstance(group, {
      name: `instance ${index + 1} (:${port})`,
      port,
      ...more,
      env: { ...storeEnv(options.store, options.contentDir(index)), ...more.env },
    });
  };
  const [firstPort, ...others] = options.ports;
  if (firstPort === undefined) throw new Error('A fleet needs at least one instance.');
  if (options.store.kind === 'folder') return Promise.all(options.ports.map(start));
  const first = await start(firstPort, 0);
  return [first, ...(await Promise.all(others.map((port, index) => start(port, index + 1))))];
}

export interface CommandRun {
  code: number | null;
  out: string;
  err: string;
  /** `performance.now()` when the command exited (for an import: its commit, and more). */
  exitedAt: number;
}

/**
 * `npm run content:<name> -- ...args` on `store` (its CONTENT_STORE, DATABASE_URL and
 * CONTENT_DIR), as an author runs it.
 */
export function contentCommand(
  name: 'import' | 'export' | 'history' | 'restore',
  args: readonly string[],
  store: FleetStore,
  contentDir: string,
  env: Record<string, string> = {},
): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', `content:${name}`, '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...storeEnv(store, contentDir), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => {
      resolve({ code, out, err, exitedAt: performance.now() });
    });
  });
}
