import { spawn, type ChildProcess } from 'node:child_process';
import { FIXTURE_SITE } from '../../support/fixtureContent';

/** `server/main.ts` running as a process of its own, and what it has printed so far. */
export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs `server/main.ts` from its sources (`npm start` runs it compiled: see
 * tests/e2e/lifecycle.test.ts) on a free port, serving the fixture site, with `env` over a bare
 * environment.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      SITE_DIR: FIXTURE_SITE,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

/** The About page's URL, once the start log has printed it (within 20 s). */
export async function aboutUrlOf(started: ServerProcess): Promise<string> {
  for (let waited = 0; waited < 20_000; waited += 50) {
    const match = /About page: (http:\/\/[^\s"]+)/.exec(started.output());
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not start:\n${started.output()}`);
}
