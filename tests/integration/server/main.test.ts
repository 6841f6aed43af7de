import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboutUrlOf, startServerProcess } from '../support/serverProcess';
import { SITE_ID } from '../support/fixtureIds';
import { useTestServer } from '../support/useTestServer';

const servers = useTestServer();

describe('server/main.ts', () => {
  it('serves in production with JSON logs and stops cleanly on SIGTERM', async () => {
    const started = startServerProcess({
      CONTENT_DIR: servers.contentDir,
      NODE_ENV: 'production',
      SITE_BASE_PATH: '/site',
      CORS_ORIGINS: 'https://app.example.com',
    });
    try {
      const url = await aboutUrlOf(started);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/site\/about$/);
      expect((await fetch(url)).status).toBe(200);
      const origin = new URL(url).origin;
      expect(started.output()).toContain(
        `Site id: ${SITE_ID} (the site's ids for apps: ${origin}/site/emulator/site)`,
      );
      const ids = await fetch(`${origin}/site/emulator/site`, {
        headers: { Origin: 'https://app.example.com' },
      });
      expect(await ids.json()).toMatchObject({ siteId: SITE_ID, basePath: '/site' });
      expect(ids.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(started.output()).toContain(
        `Drafts: sign in at ${origin}/site/editor (add a user: npm run editor:user -- add NAME --role admin)`,
      );
      expect((await fetch(`${origin}/site/editor`)).status).toBe(200);
      const lines = started.output().trim().split('\n');
      expect(
        lines.every((line) => typeof (JSON.parse(line) as { level: number }).level === 'number'),
      ).toBe(true);
      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
      expect(started.output()).toContain('"msg":"shutting down"');
    } finally {
      started.child.kill('SIGKILL');
    }
  }, 30_000);

  it('prints urls that work when it listens on an IPv6 address', async () => {
    const started = startServerProcess({ CONTENT_DIR: servers.contentDir, HOST: '::1' });
    try {
      const url = await aboutUrlOf(started);
      expect(url).toMatch(/^http:\/\/\[::1\]:\d+\/about$/);
      expect((await fetch(url)).status).toBe(200);
    } finally {
      started.child.kill('SIGTERM');
      await started.exited;
    }
  }, 30_000);

  it('writes request lines in batches: each within a second, all of them by the time it exits', async () => {
    const started = startServerProcess({ CONTENT_DIR: servers.contentDir });
    try {
      const url = await aboutUrlOf(started);
      const requestLines = () =>
        started
          .output()
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { msg?: string; url?: string })
          .filter((line) => line.msg === 'request completed' && line.url === '/about?batch');
      await fetch(`${url}?batch`);
      // One line is far short of a batch: the second's flush writes it.
      await expect.poll(() => requestLines().length, { timeout: 3_000 }).toBe(1);
      await Promise.all([1, 2, 3].map(() => fetch(`${url}?batch`)));
      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
      expect(requestLines()).toHaveLength(4);
      expect(started.output()).toContain('"msg":"stopped"');
    } finally {
      started.child.kill('SIGKILL');
    }
  }, 30_000);

  it('warns of a retired preview variable still set, naming the editor instead, and has no preview sign-in', async () => {
    const started = startServerProcess({
      CONTENT_DIR: servers.contentDir,
      PREVIEW_SIGN_IN: 'on',
      DRAFT_DIR: servers.contentDir,
    });
    try {
      const { origin } = new URL(await aboutUrlOf(started));
      expect((await fetch(`${origin}/dev/sign-in`)).status).toBe(404);
      const page = await fetch(`${origin}/editor`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('action="/editor/sign-in"');
      const warnings = started
        .output()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.level === 40)
        .map((line) => line.msg);
      expect(warnings).toEqual([
        expect.stringMatching(/^PREVIEW_SIGN_IN is set but no longer read: .*\/editor/),
        expect.stringMatching(/^DRAFT_DIR is set but no longer read: .*authoring API/),
      ]);
    } finally {
      started.child.kill('SIGTERM');
      await started.exited;
    }
  }, 30_000);

  it('refuses to start on invalid content and says which file and field', async () => {
    const broken = path.join(servers.contentDir, 'site.json');
    const original = await readFile(broken, 'utf8');
    await writeFile(broken, original.replace('"fr_FR"', '"French"'));
    try {
      const started = startServerProcess({ CONTENT_DIR: servers.contentDir });
      expect(await started.exited).toBe(1);
      expect(started.output()).toMatch(
        /Invalid content \(1 problem\(s\)\); nothing is served:\n {2}.*site\.json:8:26: languages\[1\]: a language is written like en_US/,
      );
      expect(started.output()).not.toMatch(/\bat .+:\d+:\d+/);
    } finally {
      await writeFile(broken, original);
    }
  }, 30_000);

  it('refuses to start on an invalid environment', async () => {
    const started = startServerProcess({ CONTENT_DIR: servers.contentDir, PORT: 'eighty' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/Invalid environment:\n {2}PORT: /);
  }, 30_000);

  it('refuses to start when the site is not built', async () => {
    const started = startServerProcess({
      CONTENT_DIR: servers.contentDir,
      SITE_DIR: path.join(servers.contentDir, 'missing'),
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('The site is not built');
  }, 30_000);
});
