import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from '../../../support/fixtureContent';
import { useTestServer } from '../../support/useTestServer';

const servers = useTestServer();

describe('health and readiness', () => {
  it('answers /healthz and /readyz under the base path, never cached', async () => {
    const server = await servers.start({ basePath: '/site' });
    const health = await server.fetch('/site/healthz');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    const content = {
      result: 'ok',
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      documents: server.app.content.documents.length,
      // The version served, as content:history names it.
      version: expect.stringMatching(/^1-[0-9a-z]{6}$/) as unknown,
    };
    // Drafts are the content store's, not a folder of their own: they have no state here.
    expect(await health.json()).toEqual({ status: 'ok', content });
    const ready = await server.fetch('/site/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { site: 'ok', accepting: 'ok' },
      content,
    });
    expect((await server.fetch('/healthz')).status).toBe(404);
  });

  it('is not ready while the built site is missing, and ready again once it is back', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'about-site-build-'));
    try {
      const siteDir = path.join(root, 'site');
      await cp(FIXTURE_SITE, siteDir, { recursive: true });
      const ssrEntry = path.resolve('tests/fixtures/ssr/entry-server.js');
      const server = await servers.start({ siteDir, ssrEntry });
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
      await rm(root, { recursive: true, force: true });
    }
  });

  it('needs no built site when it does not serve one', async () => {
    const server = await servers.start({
      serveSite: false,
      siteDir: path.join(servers.contentDir, 'nowhere'),
    });
    expect((await server.fetch('/readyz')).status).toBe(200);
  });
});
