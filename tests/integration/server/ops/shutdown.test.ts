import { execFileSync } from 'node:child_process';
import { rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeContentDir } from '../../../support/fixtureContent';
import { aboutUrlOf, startServerProcess } from '../../support/serverProcess';

/** The drain limit SIGTERM must be within (see docs/running.md, "Shutdown"). */
const DRAIN_LIMIT_MS = 10_000;

let contentDir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir: contentDir, cleanup } = await makeContentDir());
});
afterEach(async () => {
  await cleanup();
});

/** `server/main.ts` from its sources on the content copy, as a process of its own. */
const startServer = () => startServerProcess({ CONTENT_DIR: contentDir, NODE_ENV: 'production' });

describe('SIGTERM with hostile files in the content folder', () => {
  it('stops the server within its drain limit while a FIFO and links to /dev/zero and out of the folder are there', async () => {
    const server = startServer();
    try {
      const about = await aboutUrlOf(server);
      const origin = new URL(about).origin;
      const documents = path.join(contentDir, 'documents');
      execFileSync('mkfifo', [path.join(documents, 'pipe.json')]);
      await symlink('/dev/zero', path.join(documents, 'zero.json'));
      await writeFile(`${contentDir}-elsewhere.json`, '{}');
      await symlink(`${contentDir}-elsewhere.json`, path.join(documents, 'elsewhere.json'));

      const failedFiles = async () => {
        const health = (await (await fetch(`${origin}/healthz`)).json()) as {
          content: { result: string; files?: { file: string }[] };
        };
        return health.content.result === 'failed'
          ? health.content.files?.map((entry) => entry.file).sort()
          : undefined;
      };
      await expect
        .poll(failedFiles, { timeout: 10_000, interval: 100 })
        .toEqual(['documents/elsewhere.json', 'documents/pipe.json', 'documents/zero.json']);
      expect((await fetch(about)).status).toBe(200);

      server.child.kill('SIGTERM');
      const limit = new Promise<'still running'>((resolve) =>
        setTimeout(() => {
          resolve('still running');
        }, DRAIN_LIMIT_MS).unref(),
      );
      await expect(Promise.race([server.exited, limit])).resolves.toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await rm(`${contentDir}-elsewhere.json`, { force: true });
    }
  }, 45_000);
});
