import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFolderStore } from '../../../content-model/store/folderStore';
import type { ContentStore } from '../../../content-model/store/contentStore';
import { makeContentDir } from '../../support/fixtureContent';
import { addUser, TEST_PASSWORD } from '../support/editorClient';
import { startTestServer, type TestServer } from '../support/testServer';

/** docs/authoring-api.md: its examples run as written, and it names every route of the API. */

const DOC = 'docs/authoring-api.md';

const shellExamples = (doc: string) =>
  [...doc.matchAll(/```sh\n([\s\S]*?)```/g)].map(([, code = '']) => code);

function runScript(script: string, cwd: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('bash', ['-c', `set -euo pipefail\n${script}`], {
      cwd,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      resolve({ code, output });
    });
  });
}

describe('docs/authoring-api.md', () => {
  let server: TestServer;
  let store: ContentStore;
  let origin = '';
  let work = '';
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const content = await makeContentDir();
    cleanup = content.cleanup;
    server = await startTestServer({ contentDir: content.dir });
    origin = await server.listen();
    store = await openFolderStore({ contentDir: content.dir });
    await addUser(store.accounts, 'docs-admin', 'admin');
    work = await mkdtemp(path.join(tmpdir(), 'authoring-doc-'));
  });

  afterAll(async () => {
    await Promise.all([server.close(), store.close()]);
    await Promise.all([cleanup(), rm(work, { recursive: true, force: true })]);
  });

  it('has examples that run as written, in order, against the real server', async () => {
    const examples = shellExamples(await readFile(DOC, 'utf8'));
    expect(examples.length).toBeGreaterThan(3);
    const { code, output } = await runScript(examples.join('\n'), work, {
      SITE: origin,
      EDITOR_NAME: 'docs-admin',
      EDITOR_PASSWORD: TEST_PASSWORD,
    });
    expect({ code, output }).toEqual({ code: 0, output: expect.any(String) as unknown });
    expect((await store.head())?.message).toBe('A new title');
  });

  it('names every route of the API with its method', async () => {
    const doc = await readFile(DOC, 'utf8');
    const missing = server.app.authoringRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !doc.includes(`\`${route}`));
    expect(missing).toEqual([]);
  });
});
