import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewsExample } from '../../scripts/buildNewsExample';
import { makeContentDir } from '../support/fixtureContent';
import { SITE_ID } from '../integration/support/fixtureIds';
import { startTestServer, type TestServer } from '../integration/support/testServer';
import { launchBrowser } from './support/harness';
import { seriousAxeViolations } from './support/axe';
import { copyContent, type ContentCopy } from './support/contentCopy';
import { shownImages } from './support/images';

// examples/news-list, built against the packed SDK, served from origins other than the site's:
// one the emulator's CORS_ORIGINS lists, one it does not. The site's own news and pictures come
// from a second emulator with the site's content (the end-to-end copy); French from the fixture
// content, where News B has a French variant.

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
/** The emulator with the site's content, its pictures and languages. */
let site: TestServer;
let siteOrigin: string;
let siteContent: ContentCopy;

/** Records every request an emulator gets into `into`. */
function recordRequests(into: Seen[]): (app: FastifyInstance) => void {
  return (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      into.push({ method: request.method, url: request.url, origin: request.headers.origin });
      done();
    });
  };
}

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
    setup: recordRequests(seen),
  });
  emulatorOrigin = await emulator.listen();
  siteContent = await copyContent();
  site = await startTestServer({
    contentDir: siteContent.dir,
    corsOrigins: [listedOrigin],
  });
  siteOrigin = await site.listen();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await Promise.all([emulator.close(), site.close(), listedPages.close(), unlistedPages.close()]);
  await Promise.all([cleanupContent(), siteContent.remove()]);
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

/** What a list item shows: its `lang` and its title. */
interface ShownNews {
  lang: string | null;
  title: string;
}

async function shownNews(page: Page): Promise<ShownNews[]> {
  return page.locator('#news > li').evaluateAll((items) =>
    items.map((item) => ({
      lang: item.getAttribute('lang'),
      title: item.querySelector('h2')?.textContent ?? '',
    })),
  );
}

/** The list reads of the listed origin, as the fixture emulator saw them. */
function listReads(): URL[] {
  return fromOrigin(listedOrigin)
    .map((request) => new URL(request.url, emulatorOrigin))
    .filter((url) => url.pathname.endsWith('/cms/delivery/contents'));
}

const MEDIA_PATH = '/sfsites/c/cms/delivery/media/';

describe('the news with pictures and languages, from another origin', () => {
  it('shows every news picture from the site, each loaded, its srcset absolute on the site', async () => {
    const { page, errors, close } = await openExample(listedOrigin, { site: siteOrigin });
    try {
      await expect
        .poll(() => page.getByRole('status').textContent(), SDK_OUTCOME)
        .toMatch(new RegExp(`^\\d+ news from ${siteOrigin}$`));
      const items = await page.locator('#news > li').count();
      const images = await shownImages(page);
      // Every news of the site's content has a picture.
      expect(images).toHaveLength(items);
      expect(items).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.naturalWidth).toBeGreaterThan(0);
        expect(image.src.startsWith(`${siteOrigin}${MEDIA_PATH}`)).toBe(true);
        const candidates = image.srcset.split(', ').map((candidate) => candidate.split(' ')[0]);
        expect(candidates).toHaveLength(3);
        for (const candidate of candidates)
          expect(candidate?.startsWith(`${siteOrigin}${MEDIA_PATH}`)).toBe(true);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reads in French, <html lang> following, each article in the language served', async () => {
    seen.length = 0;
    const { page, errors, close } = await openExample(listedOrigin, {
      site: emulatorOrigin,
      language: 'fr_FR',
    });
    try {
      await expect
        .poll(() => page.getByRole('status').textContent(), SDK_OUTCOME)
        .toBe(`3 actualités de ${emulatorOrigin}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Actualités');
      const switcher = page.getByRole('navigation', { name: 'Langue' }).getByRole('link');
      expect(await switcher.allTextContents()).toEqual(['English', 'Français']);
      expect(
        await switcher.evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('aria-current')]),
        ),
      ).toEqual([
        ['en-US', null],
        ['fr-FR', 'page'],
      ]);
      expect(listReads().map((url) => url.searchParams.get('language'))).toEqual(['fr_FR']);
      // News B has a French variant; the others fall back to the site's default language, and
      // each article says which language the site served it in.
      expect(await shownNews(page)).toEqual([
        { lang: 'en-US', title: 'News A' },
        { lang: 'fr-FR', title: 'Actualité B' },
        { lang: 'en-US', title: 'News C' },
      ]);
      expect(
        await page
          .getByRole('img')
          .evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
      ).toEqual(['Thumb', 'Vignette', 'Banner']);
      expect(errors).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await switcher.getByText('English').click();
      await expect
        .poll(() => page.getByRole('status').textContent(), SDK_OUTCOME)
        .toBe(`3 news from ${emulatorOrigin}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
      expect(new URL(page.url()).searchParams.get('language')).toBe('en_US');
      expect(await shownNews(page)).toEqual(
        ['News A', 'News B', 'News C'].map((title) => ({ lang: 'en-US', title })),
      );
      expect(listReads().map((url) => url.searchParams.get('language'))).toEqual([
        'fr_FR',
        'en_US',
      ]);
    } finally {
      await close();
    }
  });
});
