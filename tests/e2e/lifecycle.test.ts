/**
 * The production process as `npm start` runs it once the site is built: `npm run serve`, which
 * execs plain `node` on the compiled server. SIGTERM to the npm process reaches the server,
 * which finishes the request in flight, closes its port and exits, leaving no process behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../scripts/build/buildServer';
import { e2eContentDir } from './support/contentCopy';

const USER = '/lwr/apex/v64.0/SiteUserController/getCurrentUser';

/** A folder holding the project's package.json and the compiled server, as after a build. */
let appDir: string;

beforeAll(async () => {
  appDir = path.join(path.dirname(inject('siteDir')), 'app');
  await mkdir(appDir, { recursive: true });
  await copyFile(path.resolve('package.json'), path.join(appDir, 'package.json'));
  // Inside dist/, so the compiled server finds the project's node_modules.
  await buildServer(path.join(appDir, 'dist', 'server', 'main.js'));
});

interface Served {
  npm: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function serve(): Served {
  const npm = spawn('npm', ['run', 'serve'], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      SITE_DIR: inject('siteDir'),
      CONTENT_DIR: e2eContentDir(),
      MEDIA_CACHE_DIR: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.on('exit', (code, signal) => {
      resolve({ code, signal });
    }),
  );
  return { npm, output: () => output, exited };
}

/** The server's own pid and port, from its start log. */
async function started(served: Served): Promise<{ pid: number; port: number }> {
  await expect.poll(() => served.output(), { timeout: 30_000 }).toMatch(/About page: http/);
  const line = served
    .output()
    .split('\n')
    .find((item) => item.includes('About page: http'));
  const parsed = JSON.parse(line ?? '{}') as { pid: number; msg: string };
  const port = Number(/:(\d+)\/about/.exec(parsed.msg)?.[1]);
  return { pid: parsed.pid, port };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => {
      resolve(false);
    });
  });
}

/**
 * A server-method POST whose body is held back: resolves once the server has the request in
 * hand (it answered `100 Continue`), with a way to send the body and the answer to come.
 */
function heldRequest(port: number): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${USER} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          'Content-Length: 2\r\nExpect: 100-continue\r\n\r\n',
      );
    });
    let text = '';
    const answer = new Promise<string>((done) => {
      socket.on('close', () => {
        done(text);
      });
    });
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.startsWith('HTTP/1.1 100 Continue\r\n\r\n') && text.length === 25) {
        resolve({ socket, answer });
      }
    });
    socket.on('error', reject);
  });
}

let served: Served | undefined;

afterAll(() => {
  served?.npm.kill('SIGKILL');
});

describe('npm start', () => {
  it('builds, then execs npm run serve, which execs node on the compiled server', async () => {
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe('npm run build && exec npm run serve');
    expect(scripts.serve).toMatch(
      /^MALLOC_ARENA_MAX=2 NODE_ENV=production exec node .*dist\/server\/main\.js$/,
    );
  });

  it('drains on SIGTERM to the npm process: the request in flight is answered, the port closes, nothing is left', async () => {
    served = serve();
    const { pid, port } = await started(served);
    expect(pid).not.toBe(served.npm.pid);
    const probe = await fetch(`http://127.0.0.1:${String(port)}/readyz`);
    expect(probe.status).toBe(200);
    const held = await heldRequest(port);

    served.npm.kill('SIGTERM');
    await expect.poll(() => accepts(port), { timeout: 10_000 }).toBe(false);
    held.socket.write('{}');
    const answer = await held.answer;
    expect(answer).toMatch(/\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"isGuest":true');

    const exit = await served.exited;
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    expect(served.output()).toContain('"msg":"shutting down"');
    // Drained, not cut short by the 10 s limit.
    expect(served.output()).toContain('"msg":"stopped"');
    expect(served.output()).not.toContain('did not finish in time');
    expect(isAlive(pid)).toBe(false);
    expect(await accepts(port)).toBe(false);
  }, 60_000);
});
