import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewsExample } from '../../scripts/buildNewsExample';
import { makeContentDir } from '../server/helpers/fixtureContent';
import { SITE_ID } from '../server/helpers/fixtureIds';
import { startTestServer, type TestServer } from '../server/helpers/testServer';
import { launchBrowser } from './harness';
import { seriousAxeViolations } from './support/axe';

// examples/news-list, built against the packed SDK, served from origins other than the site's:
// one the emulator's CORS_ORIGINS lists, one it does not.

interface Seen {
  method: string;
  url: string;
  origin: string | undefined;
}

let work: string;
let cleanupContent: () => Promise<void>;
let listedPages: FastifyInstance;
let unlistedPages: FastifyInstance;
let listedOrigin: string;
let unlistedOrigin: string;
let emulator: TestServer;
let emulatorOrigin: string;
let browser: Browser;
const seen: Seen[] = [];

/** A tiny static server for the built example, on a free port of its own. */
async function serveExample(dir: string): Promise<[FastifyInstance, string]> {
  const pages = Fastify({ logger: false });
  await pages.register(fastifyStatic, { root: dir });
  await pages.listen({ host: '127.0.0.1', port: 0 });
  const { port } = pages.server.address() as AddressInfo;
  return [pages, `http://127.0.0.1:${String(port)}`];
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'about-cross-origin-'));
  const built = path.join(work, 'news-list');
  await buildNewsExample(built);
  [listedPages, listedOrigin] = await serveExample(built);
  [unlistedPages, unlistedOrigin] = await serveExample(built);

  const content = await makeContentDir();
  cleanupContent = content.cleanup;
  emulator = await startTestServer({
    contentDir: content.dir,
    corsOrigins: [listedOrigin],
    setup: (app) => {
      app.addHook('onRequest', (request, _reply, done) => {
        seen.push({ method: request.method, url: request.url, origin: request.headers.origin });
        done();
      });
    },
  });
  emulatorOrigin = await emulator.listen();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await Promise.all([emulator.close(), listedPages.close(), unlistedPages.close()]);
  await cleanupContent();
  await rm(work, { recursive: true, force: true });
});

async function openExample(pageOrigin: string, query: Record<string, string>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${pageOrigin}/?${new URLSearchParams(query).toString()}`);
  return { page, errors, close: () => context.close() };
}

/**
 * How long a poll waits for the example's outcome. A failed read is tried three times in all (the
 * SDK's default retries, 2, after backoffs of at most 300 and 600 ms), so the page may answer a
 * second or more after loading: far past expect.poll's default of 1 s.
 */
const SDK_OUTCOME = { timeout: 10_000 };

const fromOrigin = (origin: string) => seen.filter((request) => request.origin === origin);

describe('the SDK from another origin', () => {
  it('reads the news in Chromium from an origin the emulator lists, without a preflight', async () => {
    const { page, errors, close } = await openExample(listedOrigin, { site: emulatorOrigin });
    try {
      const status = page.getByRole('status');
      await expect
        .poll(() => status.textContent(), SDK_OUTCOME)
        .toBe(`3 news from ${emulatorOrigin}`);
      const links = page.getByRole('listitem').getByRole('link');
      expect(await links.allTextContents()).toEqual(['News A', 'News B', 'News C']);
      expect(await links.first().getAttribute('href')).toMatch(
        new RegExp(`^${emulatorOrigin}/sfdc_cms__news/MC\\w{26}$`),
      );
      expect(errors).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const requests = fromOrigin(listedOrigin);
      expect(requests.map((request) => request.method)).toEqual(['GET', 'GET']);
      expect(requests.map((request) => new URL(request.url, emulatorOrigin).pathname)).toEqual([
        '/emulator/site',
        `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents`,
      ]);
    } finally {
      await close();
    }
  });

  it('is refused from an origin the emulator does not list', async () => {
    const { page, errors, close } = await openExample(unlistedOrigin, {
      site: emulatorOrigin,
      siteId: SITE_ID,
    });
    try {
      const alert = page.getByRole('alert');
      await expect
        .poll(() => alert.textContent(), SDK_OUTCOME)
        .toBe('Could not read the news: Failed to fetch (networkAdapterError)');
      expect(await page.getByRole('listitem').count()).toBe(0);
      expect(errors.some((message) => message.includes('blocked by CORS policy'))).toBe(true);
      // The browser sent the read (a simple request needs no preflight) and kept the answer from
      // the page, which carried no Access-Control-Allow-Origin. To the SDK that is a network
      // failure, which it tries twice more (its default retries): three GETs, no preflight.
      expect(fromOrigin(unlistedOrigin).map((request) => request.method)).toEqual([
        'GET',
        'GET',
        'GET',
      ]);
    } finally {
      await close();
    }
  });
});
