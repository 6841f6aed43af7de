/**
 * The site as it runs behind a shared cache, on 127.0.0.1: instances of the server and nginx with
 * deploy/nginx.conf. Used by `npm run proxy`, `npm run bench:server` and the reverse-proxy test.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall } from './aptInstall.mjs';
import type { ManagedChild, ProcessGroup } from './processGroup';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_CONF = path.join(ROOT, 'deploy', 'nginx.conf');

/** The ports deploy/nginx.conf names: nginx's, then the two instances'. */
export const PROXY_PORT = 8080;
export const INSTANCE_PORTS = [4174, 4175] as const;

// nginx lives in /usr/sbin, which is not on every user's PATH.
function which(binary: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin'];
  return dirs
    .filter((dir) => path.isAbsolute(dir))
    .map((dir) => path.join(dir, binary))
    .find((file) => existsSync(file));
}

/** Absolute path of `binary`, after installing Debian's `aptPackage` when it is missing. */
export function findOrInstall(binary: string, aptPackage: string): string {
  const found = which(binary);
  if (found) return found;
  aptInstall(binary, [aptPackage]);
  const installed = which(binary);
  if (!installed) throw new Error(`apt installed ${aptPackage}, but there is no ${binary}.`);
  return installed;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/** A distinct TCP port of 127.0.0.1 for each name, every one free a moment ago. */
export async function freePorts<const Name extends string>(
  names: readonly Name[],
): Promise<Record<Name, number>> {
  const ports = new Set<number>();
  while (ports.size < names.length) ports.add(await freePort());
  const free = [...ports];
  return Object.fromEntries(names.map((name, index) => [name, free[index]])) as Record<
    Name,
    number
  >;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed when the server compressed it). */
  body: Buffer;
}

/** One GET on a connection of its own, the body not decoded. */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ status, headers: response.headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url}: no response in 10 s`)));
    request.on('error', reject);
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

/** Waits until `port` accepts connections; fails when `child` exits first or after `timeoutMs`. */
export async function waitForPort(
  port: number,
  child: ManagedChild,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | string | undefined;
  void child.exited.then((code) => (exited = code));
  while (!(await accepts(port))) {
    if (exited !== undefined) throw new Error(`${child.name} exited (${exited}) while starting.`);
    if (Date.now() > deadline) {
      throw new Error(`${child.name} did not listen on ${port} in ${timeoutMs / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm run build`: the site and its server renderer into dist/, as `npm start` does first. */
export function buildSite(): void {
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed.');
}

/** The compiled server `npm run build` writes. */
export const SERVER_ENTRY = path.join(ROOT, 'dist', 'server', 'main.js');

export interface InstanceOptions {
  name: string;
  port: number;
  /** The compiled server to run. Default `SERVER_ENTRY`. */
  entry?: string;
  /** More environment for the server, over this process's own (CONTENT_DIR, LOG_LEVEL, ...). */
  env?: Record<string, string>;
  /** Where its standard output (the JSON log) goes. Default 'inherit'. */
  stdout?: 'inherit' | 'ignore' | 'pipe';
}

/**
 * One production instance of the compiled site server on 127.0.0.1, as the second half of
 * `npm start` (`npm run serve`) runs it, trusting the proxy on the loopback interface for the
 * client's address; resolves once it listens.
 */
export async function startInstance(
  group: ProcessGroup,
  { name, port, entry = SERVER_ENTRY, env, stdout = 'inherit' }: InstanceOptions,
): Promise<ManagedChild> {
  const child = group.start(name, process.execPath, ['--enable-source-maps', entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // As npm start sets it: see "Production run" in docs/running.md.
      MALLOC_ARENA_MAX: '2',
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  await waitForPort(port, child);
  return child;
}

export interface ProxyConfigOptions {
  port: number;
  instancePorts: readonly [number, number];
  /** More `server` blocks, put at the end of the `http` block. */
  extraServers?: string;
}

/** deploy/nginx.conf with other ports (and more server blocks), written to `file`. */
export function writeProxyConfig(file: string, options: ProxyConfigOptions): void {
  let text = readFileSync(NGINX_CONF, 'utf8');
  const ports = [
    [PROXY_PORT, options.port],
    [INSTANCE_PORTS[0], options.instancePorts[0]],
    [INSTANCE_PORTS[1], options.instancePorts[1]],
  ] as const;
  for (const [from, to] of ports) {
    const address = new RegExp(`127\\.0\\.0\\.1:${from}\\b`, 'g');
    const found = text.match(address)?.length ?? 0;
    if (found !== 1)
      throw new Error(`${NGINX_CONF} names 127.0.0.1:${from} ${found} times, not 1.`);
    text = text.replace(address, `127.0.0.1:${to}`);
  }
  if (options.extraServers) {
    const end = text.lastIndexOf('}');
    text = `${text.slice(0, end)}${options.extraServers}\n}\n`;
  }
  writeFileSync(file, text);
}

/**
 * nginx in the foreground with the config `file`, its pid, log, cache and temporary files in
 * `prefix`; resolves once it listens on `port`. Stopped with SIGQUIT, which lets requests finish.
 */
export async function startNginx(
  group: ProcessGroup,
  nginx: string,
  { prefix, file, port }: { prefix: string; file: string; port: number },
): Promise<ManagedChild> {
  // Started as root, nginx's workers run as nobody, and must reach the cache in the prefix.
  chmodSync(prefix, 0o755);
  // `-e stderr`: the error log before the config is read, where a user may not write otherwise.
  const args = ['-p', `${prefix}/`, '-e', 'stderr', '-c', file, '-g', 'daemon off;'];
  const child = group.start('nginx', nginx, args, { stdio: 'inherit', stopSignal: 'SIGQUIT' });
  await waitForPort(port, child);
  return child;
}
