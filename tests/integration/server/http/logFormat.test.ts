import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../../server/config';
import { chooseLogFormat, prettyLogDestination } from '../../../../server/http/logFormat';
import { FIXTURE_SITE } from '../../../support/fixtureContent';
import { useTestServer } from '../../support/useTestServer';

const servers = useTestServer();

/** `[12:03:04.123] INFO: GET /about 200 12.3 ms {id}`: time, method, path, status, duration, id. */
const requestLine = (method: string, path: string, status: number, id: string) =>
  new RegExp(
    `^\\[\\d{2}:\\d{2}:\\d{2}\\.\\d{3}\\] INFO: ${method} ${path} ${String(status)} \\d+\\.\\d ms ${id}$`,
    'm',
  );

// Colours and the terminal's carriage returns, which a person's terminal shows as nothing.
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[\d;]*m/g, '').replace(/\r/g, '');

describe('log format', () => {
  it('is pretty at a terminal and JSON into a pipe, unless LOG_FORMAT says which', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
    expect(readServerConfig({}).logFormat).toBeUndefined();
    expect(readServerConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => readServerConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
  });

  it('pretty: one readable line per request, other lines by their message', async () => {
    let written = '';
    const logs = await prettyLogDestination({ write: (text) => (written += text) }, false);
    const server = await servers.start({ logger: { level: 'info', stream: logs } });
    await server.fetch('/about', { headers: { 'X-Request-Id': 'pretty-1' } });
    await server.fetch('/no/such/page', { headers: { 'X-Request-Id': 'pretty-2' } });
    server.app.log.info('About page: http://127.0.0.1:4173/about');
    expect(written).toMatch(requestLine('GET', '/about', 200, 'pretty-1'));
    expect(written).toMatch(requestLine('GET', '/no/such/page', 404, 'pretty-2'));
    expect(written).toMatch(/^\[[\d:.]+\] INFO: About page: http:\/\/127\.0\.0\.1:4173\/about$/m);
    expect(written).not.toContain('{"level"');
  });

  it('npm start at a terminal prints readable lines', async () => {
    // `script` runs the server on a pseudo-terminal, as a person's shell would.
    const command = 'exec node --import tsx server/main.ts';
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: '0',
        SITE_DIR: FIXTURE_SITE,
        CONTENT_DIR: servers.contentDir,
        NODE_ENV: 'production',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let raw = '';
    child.stdout.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    const output = () => plain(raw);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      let origin: string | undefined;
      while (origin === undefined && child.exitCode === null) {
        origin = /INFO: About page: (http:\/\/[\d.:]+)\/about$/m.exec(output())?.[1];
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(origin, output()).toBeDefined();
      await fetch(`${String(origin)}/about`, { headers: { 'X-Request-Id': 'tty-1' } });
      while (!output().includes('tty-1') && child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(output()).toMatch(requestLine('GET', '/about', 200, 'tty-1'));
      expect(output()).not.toContain('{"level"');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 20_000);
});
