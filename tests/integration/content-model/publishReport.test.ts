import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editJson } from '../support/contentEdits';
import { makeContentDir } from '../../support/fixtureContent';
import { startLoggedServer, type LogLine } from '../support/loggedServer';
import type { TestServer } from '../support/testServer';

let contentDir: string;
let cleanup: () => Promise<void>;
let server: TestServer;
let log: LogLine[];

/** A server on a fresh content copy, watching it, its log kept. */
async function start(basePath?: string): Promise<void> {
  ({ server, log } = await startLoggedServer({
    contentDir,
    // A refusal is reported once the folder has been quiet this long (1 s by default).
    publishTimings: { quietMs: 200 },
    ...(basePath === undefined ? {} : { basePath }),
  }));
}

beforeEach(async () => {
  ({ dir: contentDir, cleanup } = await makeContentDir());
  log = [];
});
afterEach(async () => {
  await server.close();
  await cleanup();
});

const logged = (text: string) => () => log.find((line) => line.msg.includes(text));
const PUBLISHED = { timeout: 10_000 };

/** The site config the page carries. */
async function pageConfig(): Promise<Record<string, unknown>> {
  const html = await (await server.fetch('/about')).text();
  const json = /<script id="site-config" type="application\/json">([^<]*)<\/script>/.exec(html);
  return JSON.parse(json?.[1] ?? 'null') as Record<string, unknown>;
}

describe('the publish report', () => {
  it('says when the last change was refused, while the last valid content is still served and the server ready', async () => {
    await start();
    const documents = server.app.content.documents.length;
    const file = path.join(contentDir, 'site.json');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('"fr_FR"', '"French"'));
    await expect.poll(logged('content not published'), PUBLISHED).toBeDefined();

    const ready = await server.fetch('/readyz');
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { content: Record<string, unknown> };
    const time = expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown;
    expect(body.content).toEqual({
      result: 'failed',
      at: time,
      publishedAt: time,
      problems: 1,
      files: [{ file: 'site.json', problems: ['languages[1]: a language is written like en_US'] }],
      documents,
      version: expect.stringMatching(/^1-/) as unknown,
    });
    const health = (await (await server.fetch('/healthz')).json()) as { content: unknown };
    expect(health.content).toEqual(body.content);
    expect((await server.fetch('/about')).status).toBe(200);

    await writeFile(file, text);
    await expect
      .poll(
        async () => ((await (await server.fetch('/readyz')).json()) as typeof body).content,
        PUBLISHED,
      )
      .toEqual({
        result: 'ok',
        publishedAt: expect.any(String) as unknown,
        documents,
        // The folder as it was again is the version served before.
        version: expect.stringMatching(/^1-/) as unknown,
      });
  });
});

describe('a change to site.json', () => {
  it('applies its settings to the next page, site config and site id', async () => {
    await start();
    await editJson(contentDir, 'site.json', (site) => ({ ...site, siteName: 'Renamed site' }));
    await expect.poll(async () => (await pageConfig()).siteName, PUBLISHED).toBe('Renamed site');
    const ids = (await (await server.fetch('/emulator/site')).json()) as { siteName: string };
    expect(ids.siteName).toBe('Renamed site');
  });

  it('logs a new base path as needing a restart and publishes the rest', async () => {
    await start();
    await editJson(contentDir, 'site.json', (site) => ({
      ...site,
      basePath: '/elsewhere',
      siteName: 'Renamed site',
    }));
    await expect.poll(logged('restart needed'), PUBLISHED).toBeDefined();
    expect(logged('restart needed')()?.msg).toMatch(
      /^restart needed: .*site\.json: basePath: is now "\/elsewhere"; the site is served under "" until the server restarts \(the rest is published\)$/,
    );
    expect(logged('restart needed')()?.level).toBe(40);
    await expect.poll(async () => (await pageConfig()).siteName, PUBLISHED).toBe('Renamed site');
    expect((await pageConfig()).basePath).toBe('');
    expect((await server.fetch('/about')).status).toBe(200);
  });

  it('needs no restart for a base path SITE_BASE_PATH sets', async () => {
    await start('/site');
    await editJson(contentDir, 'site.json', (site) => ({
      ...site,
      basePath: '/elsewhere',
      siteName: 'Renamed site',
    }));
    await expect.poll(logged('content published'), PUBLISHED).toBeDefined();
    expect(logged('restart needed')()).toBeUndefined();
    // How long reading and checking the folder took, for whoever watches publishing.
    expect(logged('content published')()).toMatchObject({ readMs: expect.any(Number) as unknown });
  });
});
