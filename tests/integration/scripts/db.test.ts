import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** `npm run db -- --dir <dir>` (the script itself, through tsx), until it has said all it says at start. */
async function startDb(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db.ts', '--dir', dir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      resolve(code);
    });
  });
  for (let waited = 0; waited < 60_000; waited += 50) {
    const url = /^DATABASE_URL=(\S+)$/m.exec(output)?.[1];
    // Its last line at start: the lines before it may arrive in chunks of their own.
    if (url && output.includes('Ctrl-C stops it'))
      return { child, url, exited, output: () => output };
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`npm run db exited before printing its URL:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`npm run db printed no URL in 60 s:\n${output}`);
}

async function currentDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
    return rows[0]?.name ?? '';
  } finally {
    await client.end();
  }
}

describe('npm run db', { timeout: 90_000 }, () => {
  let root = '';

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'about-db-test-'));
    await chmod(root, 0o755);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('serves about_site until SIGINT, then stops PostgreSQL, keeping its data and its URL for the next run', async () => {
    const dir = path.join(root, 'db');
    const first = await startDb(dir);
    try {
      expect(first.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/about_site$/);
      expect(first.output()).toContain(
        `CONTENT_STORE=postgres DATABASE_URL=${first.url} npm start`,
      );
      expect(await currentDatabase(first.url)).toBe('about_site');
    } finally {
      first.child.kill('SIGINT');
    }
    expect(await first.exited).toBe(0);
    await expect(stat(path.join(dir, 'postmaster.pid'))).rejects.toThrow();
    await expect(currentDatabase(first.url)).rejects.toThrow();

    const second = await startDb(dir);
    try {
      expect(second.url).toBe(first.url);
      expect(await currentDatabase(second.url)).toBe('about_site');
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });
});
