import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_STATE_ELEMENT_ID } from '../../shared/pageRender';
import { matchRoute, pageViewOf } from '../../shared/pageRoutes';
import { viewSchema } from '../../shared/viewSchema';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';
import { e2eContentDir } from './support/contentCopy';
import { installPausedClock, settle } from './support/galleryHelpers';

// The longest the page's script waits for the largest image: 2.5 s (docs/architecture.md).
const LARGEST_IMAGE_WAIT_MS = 2_500;

/**
 * Every API family the About page reads, failing in every way a network fails, in the browser:
 * the page stays whole, the failing block shows its fallback, each failing source raises exactly
 * one error toast, and a reload once the API answers again shows everything (checked after each
 * family's last kind of failure: every load is a new document with its own SDK and store).
 *
 * The server renders the page with its own in-process reads, which the browser's routing cannot
 * reach; so the page is handed to the browser as a page the server could not render whole
 * (`complete: false`, the server's own format), which the browser renders with its own reads.
 * The server is asked once: every load gets the same rewritten document.
 * The page's clock is Playwright's and paused: the SDK's 10 s timeout and its retry backoff run
 * on it, moved on by the test, so "slow past the timeout" costs no waiting.
 */

const TOAST_MESSAGE = 'Some content could not be loaded. Please try again later.';
const CAROUSEL_FALLBACK = 'These stories could not be loaded right now.';
const SITE_NAME = 'Quayline';
/** The SDK's default timeout, which the browser's SDK uses. */
const SDK_TIMEOUT_MS = 10_000;
/**
 * How the clock moves until a failing read has given up: three tries (the SDK's two retries),
 * each after a backoff of at most 300 ms then 600 ms, and for a slow answer each ending at the
 * timeout. A step waits for the page's requests to settle first: a retry is sent only once the
 * try before it has failed. A slow step is half the timeout: a healthy read that starts during a
 * step (a retry's timer, a read that waits for another's answer) can never time out within it.
 */
const STEPS: Record<'quick' | 'slow', { stepMs: number; steps: number }> = {
  quick: { stepMs: 1_000, steps: 4 },
  slow: { stepMs: SDK_TIMEOUT_MS / 2, steps: 8 },
};
/** A dismissible toast's time (4800 ms and its 0.4 s fade) in two steps or so. */
const TOAST_STEP_MS = 2_500;

/** The About page's sections that read no data, as the visitor sees them. */
const STATIC_HEADINGS = [
  'Who we are',
  'Our Mission',
  'Meet our Leadership',
  'Company History & Milestones',
  'In the News',
];

interface Family {
  name: string;
  /** The requests of this family, by the url the browser asks for. */
  matches: (url: URL) => boolean;
  /** The failing block's fallback, as the visitor sees it. */
  expectFallback: (page: Page) => Promise<void>;
  /** Whether a failure of this family is a failing data source (media is not: images are). */
  isDataSource: boolean;
}

const isApex = (url: URL) => url.pathname.includes('/lwr/apex/');
/** The carousel's style call: its failure is ignored (default styling, no toast). */
const isCarouselStyles = (url: URL) =>
  url.pathname.endsWith('/AdminPanelController/grabCarouselStyles');
const isSiteInfo = (url: URL) => url.pathname.endsWith('/WebsiteHelperController/getContentTwo');

async function expectCarouselFallback(page: Page): Promise<void> {
  expect(await page.getByText(CAROUSEL_FALLBACK).isVisible()).toBe(true);
  expect(await page.locator('section[aria-roledescription="carousel"]').count()).toBe(0);
}

/** The image data provider falls back to media paths: every picture keeps its url and alt. */
async function expectPicturesNamed(page: Page): Promise<void> {
  const pictures = await page
    .locator('main img')
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('alt'), node.getAttribute('src')]),
    );
  expect(pictures.length).toBeGreaterThanOrEqual(3);
  for (const [alt, src] of pictures) {
    expect(alt).not.toBeNull();
    expect(src).toMatch(/\/cms\/delivery\/media\//);
  }
}

const FAMILIES: Family[] = [
  {
    name: 'CMS delivery item',
    matches: (url) => /\/cms\/delivery\/contents\/[^/]+$/.test(url.pathname),
    // The carousel's collection is an item; the cards keep their configured text.
    expectFallback: expectCarouselFallback,
    isDataSource: true,
  },
  {
    name: 'CMS delivery list',
    matches: (url) => url.pathname.endsWith('/cms/delivery/contents'),
    // The slides and the page's images are lists.
    expectFallback: async (page) => {
      await expectCarouselFallback(page);
      await expectPicturesNamed(page);
    },
    isDataSource: true,
  },
  {
    name: 'SEO properties',
    matches: (url) => url.pathname.includes('/seo/properties/'),
    // No head changes for record data: the head stays as the server sent it.
    expectFallback: async (page) => {
      expect(await page.title()).toContain('About');
      expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    },
    isDataSource: true,
  },
  {
    name: 'server methods',
    matches: (url) => isApex(url) && !isSiteInfo(url),
    // The visitor is a guest and the carousel shows with default styling.
    expectFallback: async (page) => {
      await page.locator('section[aria-roledescription="carousel"]').waitFor();
    },
    isDataSource: true,
  },
  {
    name: 'site info',
    matches: isSiteInfo,
    expectFallback: async (page) => {
      const footer = page.getByRole('contentinfo');
      expect(await footer.textContent()).toContain(SITE_NAME);
      expect(await footer.getByRole('list', { name: 'Follow us' }).count()).toBe(0);
    },
    isDataSource: true,
  },
  {
    name: 'media',
    matches: (url) => url.pathname.includes('/cms/delivery/media/'),
    // A picture that does not load leaves its alt text; the data reads all succeeded.
    expectFallback: expectPicturesNamed,
    isDataSource: false,
  },
];

type FailureKind = '500' | 'slow' | 'aborted' | 'malformed JSON';
const KINDS: FailureKind[] = ['500', 'slow', 'aborted', 'malformed JSON'];
/** Each kind of failure of a family, by title; after the last, the API answers again. */
const CASES = KINDS.map((kind, index): [string, FailureKind, boolean] => {
  const thenRecovers = index === KINDS.length - 1;
  return [thenRecovers ? `${kind}, then answering again` : kind, kind, thenRecovers];
});

const PLATFORM_ERROR = JSON.stringify([{ errorCode: 'UNKNOWN_EXCEPTION', message: 'boom' }]);

/** Routes the family's requests to fail as `kind`; counts the distinct urls it failed. */
interface Failing {
  /** The failed urls of data sources that raise a toast. */
  sources: Set<string>;
  /** Failed urls whose failure is ignored. */
  ignored: Set<string>;
  /** Requests held open (slow): released when the case ends. */
  held: Route[];
}

function failWith(kind: FailureKind, failing: Failing) {
  return async (route: Route): Promise<void> => {
    const url = route.request().url();
    (isCarouselStyles(new URL(url)) ? failing.ignored : failing.sources).add(url);
    switch (kind) {
      case '500':
        await route.fulfill({ status: 500, contentType: 'application/json', body: PLATFORM_ERROR });
        return;
      case 'malformed JSON':
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"contents": [',
        });
        return;
      case 'aborted':
        await route.abort('connectionaborted');
        return;
      case 'slow':
        // Never answered: the SDK gives up after its timeout (the page aborts the request).
        failing.held.push(route);
        return;
    }
  };
}

const running = siteAndBrowserForFile();
let opened: OpenedPage;
let aboutUrl: string;

interface ServedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let clientRenderedPage: Promise<ServedPage> | undefined;

/** `/about` as a page the browser renders itself, with its own reads (no server data). */
async function browserRenderedPage(route: Route): Promise<void> {
  clientRenderedPage ??= rewriteForTheBrowser(route);
  await route.fulfill(await clientRenderedPage);
}

async function rewriteForTheBrowser(route: Route): Promise<ServedPage> {
  const response = await route.fetch();
  const html = await response.text();
  const views = [
    viewSchema.parse(
      JSON.parse(await readFile(path.join(e2eContentDir(), 'views', 'about.json'), 'utf8')),
    ),
  ];
  const target = matchRoute(new URL(aboutUrl).pathname, running.site.basePath, views);
  const pattern = new RegExp(
    `(<script id="${PAGE_STATE_ELEMENT_ID}"[^>]*>)([\\s\\S]*?)(</script>)`,
  );
  const rewritten = html.replace(pattern, (_match, open: string, json: string, close: string) => {
    const state = JSON.parse(json) as Record<string, unknown>;
    const clientState = {
      ...state,
      complete: false,
      sdk: undefined,
      islands: {},
      dataErrors: [],
      page: { route: target, view: pageViewOf(target, views) },
    };
    return `${open}${JSON.stringify(clientState).replace(/</g, '\\u003c')}${close}`;
  });
  expect(rewritten).not.toBe(html);
  const headers = { ...response.headers() };
  // The body is sent as text, decoded.
  delete headers['content-encoding'];
  delete headers['content-length'];
  return { status: response.status(), headers, body: rewritten };
}

/** Records every toast the page shows, however briefly, for the life of each document. */
function recordToasts(): void {
  const seen = new WeakSet<Element>();
  const texts: string[] = [];
  (window as unknown as { shownToasts: string[] }).shownToasts = texts;
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[data-toast-position] > [role]')) {
      if (seen.has(toast)) continue;
      seen.add(toast);
      texts.push(`${toast.getAttribute('role') ?? ''}: ${toast.textContent.trim()}`);
    }
  }).observe(document, { childList: true, subtree: true });
}

async function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
}

/**
 * Loads the About page and waits until its first render has committed. The page's script waits
 * for its largest image, at most `LARGEST_IMAGE_WAIT_MS` on the paused clock: with that image
 * held (`largestImageHeld`), the clock is moved on by that much once the script is waiting.
 */
async function openAbout(page: Page, { largestImageHeld = false } = {}): Promise<void> {
  // The new document's event (the page's load state may still be the last document's).
  const loaded = page.waitForEvent('domcontentloaded');
  const opening = page.goto(aboutUrl, { waitUntil: 'domcontentloaded' });
  if (largestImageHeld) {
    // Module scripts have run by DOMContentLoaded: the script's wait has begun.
    await loaded;
    await page.clock.runFor(LARGEST_IMAGE_WAIT_MS);
  }
  await Promise.all([loaded, opening]);
  await page.getByRole('heading', { name: 'Who we are', exact: true }).waitFor();
}

/** Moves the paused clock on `steps` times by `stepMs`, once the page's requests have settled. */
async function runClock(page: Page, { stepMs, steps }: (typeof STEPS)['quick'], failing: Failing) {
  // The SDK's reads (pictures take their own time and retry nothing).
  const inFlight = new Set<Request>();
  const started = (request: Request) => {
    if (request.resourceType() === 'fetch') inFlight.add(request);
  };
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const requestsSettled = () =>
    vi.waitFor(
      () => {
        expect(inFlight.size - failing.held.length).toBeLessThanOrEqual(0);
      },
      { timeout: 10_000, interval: 20 },
    );
  try {
    for (let step = 0; step < steps; step += 1) {
      await requestsSettled();
      await page.clock.runFor(stepMs);
      await settle(page);
    }
    await requestsSettled();
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * At most three toasts show at once; the others wait for one to close. Moves the clock on until
 * every toast has shown and closed, so the record holds them all.
 */
async function showEveryToast(page: Page): Promise<void> {
  const onScreen = page.locator('[data-toast-position] > [role]');
  for (let step = 0; step < 30 && (await onScreen.count()) > 0; step += 1) {
    await page.clock.runFor(TOAST_STEP_MS);
    await settle(page);
  }
  expect(await onScreen.count()).toBe(0);
}

async function expectPageWhole(page: Page): Promise<void> {
  for (const heading of STATIC_HEADINGS) {
    expect(await page.getByRole('heading', { name: heading, exact: true }).isVisible()).toBe(true);
  }
  expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
  // No block waits for ever: every one shows its data or its fallback.
  expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
}

async function expectEverything(page: Page): Promise<void> {
  await page.locator('section[aria-roledescription="carousel"]').waitFor();
  await page.getByRole('contentinfo').getByRole('list', { name: 'Follow us' }).waitFor();
  await page.waitForFunction(() => document.head.querySelector('link[rel="canonical"]') !== null);
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  await expectPageWhole(page);
  expect(await shownToasts(page)).toEqual([]);
}

beforeAll(async () => {
  aboutUrl = running.site.url('/about');
  opened = await newPage(running.browser, { width: 1280, height: 800 });
  await installPausedClock(opened.context);
  await opened.context.addInitScript(recordToasts);
  await opened.page.route((url) => url.href === aboutUrl, browserRenderedPage);
});

afterAll(async () => {
  await opened.close();
});

describe('API failures on the About page, rendered by the browser', () => {
  it('shows everything, with no toast, when every API answers', async () => {
    const { page } = opened;
    await openAbout(page);
    await expectEverything(page);
  });

  describe.each(FAMILIES)('$name', (family) => {
    it.each(CASES)('failing with %s', async (_title, kind, thenRecovers) => {
      const { page } = opened;
      const failing: Failing = { sources: new Set(), ignored: new Set(), held: [] };
      const handler = failWith(kind, failing);
      await page.route(family.matches, handler);
      try {
        await openAbout(page, { largestImageHeld: family.name === 'media' && kind === 'slow' });
        await runClock(page, STEPS[kind === 'slow' ? 'slow' : 'quick'], failing);

        expect(failing.sources.size + failing.ignored.size).toBeGreaterThan(0);
        await expectPageWhole(page);
        await family.expectFallback(page);
        await showEveryToast(page);
        const toasts = await shownToasts(page);
        expect(toasts).toHaveLength(family.isDataSource ? failing.sources.size : 0);
        for (const toast of toasts) {
          expect(toast).toMatch(/^alert: /);
          expect(toast).toContain(TOAST_MESSAGE);
          expect(toast).not.toContain('boom');
        }
      } finally {
        await page.unroute(family.matches, handler);
        for (const held of failing.held) await held.abort().catch(() => undefined);
      }

      if (thenRecovers) {
        await page.reload({ waitUntil: 'domcontentloaded' });
        await expectEverything(page);
      }
    });
  });
});
