import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';
import { installPausedClock, unexplainedErrors } from './support/galleryHelpers';

// A visible block whose data fails to load shows a graceful fallback, the site shows
// one error toast per failing source (never a flood), and the rest of the page renders.
// The clock is paused so the dismissible error toasts stay up while the test counts them.
const COLLECTION_KEY = 'MCBA3GXLED6M32A4SINZSXK5NN52';
const MILESTONE_2016_ID = '20Y5f00000z9KT3EAM';
const TOAST_MESSAGE = 'Some content could not be loaded. Please try again later.';
const CAROUSEL_FALLBACK = 'These stories could not be loaded right now.';

const running = siteAndBrowserForFile();

afterEach(() => {
  running.site.clearFaults();
});

function toasts(page: Page): Locator {
  return page.locator(
    '[data-toast-position] > [role="alert"], [data-toast-position] > [role="status"]',
  );
}

/** Each toast as `[role, text]`. */
async function toastSummary(page: Page): Promise<[string, string][]> {
  return toasts(page).evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute('role') ?? '', node.textContent.trim()]),
  );
}

async function openPausedPage(): Promise<OpenedPage> {
  const opened = await newPage(running.browser, { width: 1280, height: 800 });
  await installPausedClock(opened.context);
  return opened;
}

/**
 * Loads /about and waits until the carousel has given up (its fallback shows) and the network
 * has been quiet for 500 ms: every load the page started has settled by then.
 */
async function loadAbout(page: Page): Promise<void> {
  await page.goto(running.site.url('/about'), { waitUntil: 'domcontentloaded' });
  await page.getByText(CAROUSEL_FALLBACK).waitFor();
  await page.waitForLoadState('networkidle');
}

/** The About page's sections other than the carousel, as the visitor sees them. */
async function expectRestOfAboutRendered(page: Page): Promise<void> {
  for (const heading of [
    'Who we are',
    'Our Mission',
    'Meet our Leadership',
    'Renata Alves, Chief Growth Officer',
    'Marcus Lindqvist, Chief Technology Officer',
    'Company History & Milestones',
    '2014 - 2015',
    '2016 - 2021',
    '2022 - Current',
    'In the News',
  ]) {
    expect(await page.getByRole('heading', { name: heading, exact: true }).isVisible()).toBe(true);
  }
  const images = await page
    .locator('main img')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).alt));
  expect(images.length).toBeGreaterThanOrEqual(3);
}

function expectErrorToast([role, text]: [string, string]): void {
  expect(role).toBe('alert');
  expect(text).toContain(TOAST_MESSAGE);
  // No raw error text reaches the visitor.
  expect(text).not.toContain('boom');
  expect(text).not.toContain('UNKNOWN_EXCEPTION');
}

describe('data errors on the About page', () => {
  it('a failing carousel collection gives one error toast and a fallback; the page still renders', async () => {
    const opened = await openPausedPage();
    const { page } = opened;
    try {
      const failing = running.site.failRequests(`/cms/delivery/contents/${COLLECTION_KEY}`);
      await loadAbout(page);
      expect(failing.count()).toBeGreaterThanOrEqual(1);

      const news = page.locator('section').filter({
        has: page.getByRole('heading', { name: 'In the News', exact: true }),
      });
      expect(await news.getByText(CAROUSEL_FALLBACK).isVisible()).toBe(true);
      expect(await page.locator('[aria-roledescription="carousel"]').count()).toBe(0);

      const summary = await toastSummary(page);
      expect(summary).toHaveLength(1);
      expectErrorToast(summary[0] ?? ['', '']);
      await expectRestOfAboutRendered(page);
      expect(unexplainedErrors(opened.errors)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('a failing footer read gives one error toast and a footer with the site name, never busy', async () => {
    const opened = await openPausedPage();
    const { page } = opened;
    try {
      const failing = running.site.failRequests('/WebsiteHelperController/getContentTwo');
      await page.goto(running.site.url('/about'), { waitUntil: 'domcontentloaded' });
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await toasts(page).first().waitFor();
      expect(failing.count()).toBeGreaterThanOrEqual(1);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getAttribute('aria-busy')).resolves.toBeNull();
      await expect(footer.textContent()).resolves.toContain('Quayline');
      const summary = await toastSummary(page);
      expect(summary).toHaveLength(1);
      expectErrorToast(summary[0] ?? ['', '']);
      await expectRestOfAboutRendered(page);
    } finally {
      await opened.close();
    }
  });

  it('two failing sources give one toast each', async () => {
    const opened = await openPausedPage();
    const { page } = opened;
    try {
      const collection = running.site.failRequests(`/cms/delivery/contents/${COLLECTION_KEY}`);
      const milestone = running.site.failRequests(`/cms/delivery/contents/${MILESTONE_2016_ID}`);
      await loadAbout(page);
      expect(collection.count()).toBeGreaterThanOrEqual(1);
      expect(milestone.count()).toBeGreaterThanOrEqual(1);
      const summary = await toastSummary(page);
      expect(summary).toHaveLength(2);
      for (const toast of summary) expectErrorToast(toast);
      // The failed card keeps its configured title; the other cards and sections render.
      await expectRestOfAboutRendered(page);
      expect(unexplainedErrors(opened.errors)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('data errors on retry (blocks gallery)', () => {
  it('reloading a source that fails again adds no toast', async () => {
    const opened = await openPausedPage();
    const { page } = opened;
    try {
      const news = running.site.failRequests('/cms/delivery/contents', {
        contentTypeFQN: 'sfdc_cms__news',
      });
      await page.goto(running.site.url('/blocks'), { waitUntil: 'networkidle' });
      const appendGrid = page.getByRole('region', { name: 'Inventory articles', exact: true });
      await appendGrid.getByText('These items could not be loaded.').waitFor();
      // Two grids read the one failing news list: one toast for that request, nothing more.
      const before = await toastSummary(page);
      expect(before).toHaveLength(1);
      for (const toast of before) expectErrorToast(toast);

      const tryAgain = appendGrid.getByRole('button', { name: 'Try again', exact: true });
      /**
       * Waits until the failing source has been asked `count` times in all, moving the paused
       * clock on 100 ms at a time so the SDK's backoff timers (300 ms, then 600 ms, jittered
       * below) fire once they are set, and never much further: the error toast must not time out.
       */
      const askedTimes = (count: number) =>
        vi.waitFor(
          async () => {
            if (news.count() < count) await page.clock.runFor(100);
            expect(news.count()).toBeGreaterThanOrEqual(count);
          },
          { timeout: 10_000, interval: 50 },
        );
      // Two reloads, each with the SDK's two retries, all failing.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const requestsBefore = news.count();
        await tryAgain.click();
        await askedTimes(requestsBefore + 3);
        // The click cleared the error state; it comes back once the last retry has failed.
        await appendGrid.getByText('These items could not be loaded.').waitFor();
      }
      expect(await toastSummary(page)).toEqual(before);

      // Once the API answers again, the retry fills the grid, still without a new toast.
      running.site.clearFaults();
      await tryAgain.click();
      await appendGrid.locator('article').first().waitFor();
      expect(await toastSummary(page)).toEqual(before);
      expect(unexplainedErrors(opened.errors)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
