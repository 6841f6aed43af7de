import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SITE, makeContentDir } from '../helpers/fixtureContent';
import { startTestServer } from '../helpers/testServer';

let contentDir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ dir: contentDir, cleanup } = await makeContentDir());
});
afterAll(async () => {
  await cleanup();
});

describe('health and readiness', () => {
  it('answers /healthz and /readyz under the base path, never cached', async () => {
    const server = await startTestServer({ contentDir, basePath: '/site' });
    try {
      const health = await server.fetch('/site/healthz');
      expect(health.status).toBe(200);
      expect(health.headers.get('cache-control')).toBe('no-store');
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await server.fetch('/site/readyz');
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toMatchObject({
        status: 'ready',
        checks: { content: 'ok', site: 'ok', accepting: 'ok' },
      });
      expect((await server.fetch('/healthz')).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('is not ready while the built site is missing, and ready again once it is back', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'about-site-build-'));
    const siteDir = path.join(root, 'site');
    await cp(FIXTURE_SITE, siteDir, { recursive: true });
    const ssrEntry = path.resolve('tests/server/fixtures/ssr/entry-server.js');
    const server = await startTestServer({ contentDir, siteDir, ssrEntry });
    try {
      expect((await server.fetch('/readyz')).status).toBe(200);
      // What a build in progress does to the folder the server reads.
      await rm(path.join(siteDir, 'index.html'));
      const notReady = await server.fetch('/readyz');
      expect(notReady.status).toBe(503);
      const body = (await notReady.json()) as { status: string; checks: { site: string } };
      expect(body).toMatchObject({ status: 'not ready', checks: { site: 'missing' } });
      // The answer names no file of the server.
      expect(JSON.stringify(body)).not.toContain(root);
      expect((await server.fetch('/healthz')).status).toBe(200);
      await cp(path.join(FIXTURE_SITE, 'index.html'), path.join(siteDir, 'index.html'));
      expect((await server.fetch('/readyz')).status).toBe(200);
    } finally {
      await server.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('needs no built site when it does not serve one', async () => {
    const server = await startTestServer({
      contentDir,
      serveSite: false,
      siteDir: path.join(contentDir, 'nowhere'),
    });
    try {
      const ready = await server.fetch('/readyz');
      expect(ready.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
