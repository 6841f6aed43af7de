import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';
import { focusedElement, unexplainedErrors, watchFailedResponses } from './support/galleryHelpers';
import { resize } from './support/layout';

// Seed spec section 4 (Grid), DESIGN section 6: the gallery's grids list the 9 news items of the
// content, 3 per page, in append mode ("Inventory articles") and replace mode ("Articles, page
// by page"), plus an empty one ("No items").
const PAGE_SIZE = 3;
const NEWS_COUNT = 9;

const running = siteAndBrowserForFile();

interface ListRequest {
  page: string | null;
  pageSize: string | null;
}

interface GalleryPage extends OpenedPage {
  failed: string[];
  /** The news list requests the page sent, in order. */
  newsRequests: ListRequest[];
}

async function openGallery(): Promise<GalleryPage> {
  const opened = await newPage(running.browser, { width: 1280, height: 800 });
  const failed = watchFailedResponses(opened.page);
  const newsRequests: ListRequest[] = [];
  opened.page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('/cms/delivery/contents')) return;
    if (url.searchParams.get('contentTypeFQN') !== 'sfdc_cms__news') return;
    newsRequests.push({
      page: url.searchParams.get('page'),
      pageSize: url.searchParams.get('pageSize'),
    });
  });
  await opened.page.goto(running.site.url('/blocks'), { waitUntil: 'domcontentloaded' });
  return { ...opened, failed, newsRequests };
}

async function withGallery(body: (gallery: GalleryPage) => Promise<void>): Promise<void> {
  const gallery = await openGallery();
  try {
    await body(gallery);
    expect(gallery.failed).toEqual([]);
    expect(unexplainedErrors(gallery.errors)).toEqual([]);
  } finally {
    await gallery.close();
  }
}

function grid(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** The grid's items as `[id, aria-label]`, in order. */
async function items(region: Locator): Promise<[string, string][]> {
  return region
    .locator('article')
    .evaluateAll((nodes) => nodes.map((node) => [node.id, node.getAttribute('aria-label') ?? '']));
}

/** Titles from the items' labels ("Item 4 of 6: Title"). */
function titles(list: readonly [string, string][]): string[] {
  return list.map(([, label]) => label.replace(/^Item \d+ of \d+: /, ''));
}

async function waitForCount(region: Locator, count: number): Promise<void> {
  await vi.waitFor(
    async () => {
      expect(await region.locator('article').count()).toBe(count);
    },
    { timeout: 5000, interval: 50 },
  );
}

async function firstTitle(region: Locator): Promise<string> {
  return titles(await items(region))[0] ?? '';
}

describe('grid, append mode', () => {
  it('"Show more" appends the next page, without duplicates, and moves focus to the first new item', async () => {
    await withGallery(async ({ page, newsRequests }) => {
      const region = grid(page, 'Inventory articles');
      await waitForCount(region, PAGE_SIZE);
      const firstPage = await items(region);
      // The first page came with the server-rendered page: the browser never asked for it.
      expect(newsRequests).not.toContainEqual({ page: '0', pageSize: String(PAGE_SIZE) });

      await region.getByRole('button', { name: 'Show more', exact: true }).click();
      await waitForCount(region, 2 * PAGE_SIZE);
      expect(newsRequests).toContainEqual({ page: '1', pageSize: String(PAGE_SIZE) });
      const twoPages = await items(region);
      // The first page stays in place; ids and titles are all distinct.
      expect(titles(twoPages.slice(0, PAGE_SIZE))).toEqual(titles(firstPage));
      expect(new Set(twoPages.map(([id]) => id)).size).toBe(2 * PAGE_SIZE);
      expect(new Set(titles(twoPages)).size).toBe(2 * PAGE_SIZE);
      expect(twoPages.map(([, label]) => label.split(':')[0])).toEqual(
        Array.from({ length: 6 }, (_, index) => `Item ${String(index + 1)} of 6`),
      );
      const fourth = twoPages[PAGE_SIZE];
      await vi.waitFor(
        async () => {
          expect(await focusedElement(page)).toMatchObject({ tag: 'article', label: fourth?.[1] });
        },
        { timeout: 2000, interval: 50 },
      );
      // Auto-scroll is on: the first new item comes into view.
      await vi.waitFor(
        async () => {
          const top = await region
            .locator('article')
            .nth(PAGE_SIZE)
            .evaluate((node) => node.getBoundingClientRect().top);
          expect(top).toBeGreaterThanOrEqual(-1);
          expect(top).toBeLessThan(800);
        },
        { timeout: 3000, interval: 100 },
      );

      await region.getByRole('button', { name: 'Show more', exact: true }).click();
      await waitForCount(region, NEWS_COUNT);
      expect(newsRequests).toContainEqual({ page: '2', pageSize: String(PAGE_SIZE) });
      const all = await items(region);
      expect(new Set(all.map(([id]) => id)).size).toBe(NEWS_COUNT);
      await vi.waitFor(
        async () => {
          expect(await focusedElement(page)).toMatchObject({
            tag: 'article',
            label: all[2 * PAGE_SIZE]?.[1],
          });
        },
        { timeout: 2000, interval: 50 },
      );
      // Every news item is listed: there is no more to show.
      await vi.waitFor(
        async () => {
          expect(await region.getByRole('button', { name: 'Show more' }).count()).toBe(0);
        },
        { timeout: 2000, interval: 50 },
      );
    });
  });
});

describe('grid, replace mode', () => {
  it('"Next page" and "Previous page" replace the items page by page', async () => {
    await withGallery(async ({ page, newsRequests }) => {
      const region = grid(page, 'Articles, page by page');
      await waitForCount(region, PAGE_SIZE);
      const next = region.getByRole('button', { name: 'Next page', exact: true });
      const previous = region.getByRole('button', { name: 'Previous page', exact: true });
      expect(await previous.isDisabled()).toBe(true);
      expect(await region.getByText('Page 1', { exact: true }).count()).toBe(1);
      const pageOne = titles(await items(region));

      await next.click();
      await vi.waitFor(
        async () => {
          expect(await firstTitle(region)).not.toBe(pageOne[0]);
        },
        { timeout: 5000, interval: 50 },
      );
      expect(newsRequests).toContainEqual({ page: '1', pageSize: String(PAGE_SIZE) });
      const pageTwo = titles(await items(region));
      expect(pageTwo).toHaveLength(PAGE_SIZE);
      expect(pageTwo.filter((title) => pageOne.includes(title))).toEqual([]);
      expect(await region.getByText('Page 2', { exact: true }).count()).toBe(1);
      expect(await previous.isDisabled()).toBe(false);

      await next.click();
      await vi.waitFor(
        async () => {
          expect(await firstTitle(region)).not.toBe(pageTwo[0]);
        },
        { timeout: 5000, interval: 50 },
      );
      expect(newsRequests).toContainEqual({ page: '2', pageSize: String(PAGE_SIZE) });
      const pageThree = titles(await items(region));
      expect([...pageOne, ...pageTwo, ...pageThree].length).toBe(NEWS_COUNT);
      expect(new Set([...pageOne, ...pageTwo, ...pageThree]).size).toBe(NEWS_COUNT);
      // The last page: no next page.
      await vi.waitFor(
        async () => {
          expect(await next.isDisabled()).toBe(true);
        },
        { timeout: 2000, interval: 50 },
      );

      await previous.click();
      await vi.waitFor(
        async () => {
          expect(titles(await items(region))).toEqual(pageTwo);
        },
        { timeout: 5000, interval: 50 },
      );
      expect(await region.getByText('Page 2', { exact: true }).count()).toBe(1);
      // Replace mode never accumulates items.
      expect(await region.locator('article').count()).toBe(PAGE_SIZE);
    });
  });
});

describe('grid, empty', () => {
  it('shows its empty state, with no items, placeholders or pagination', async () => {
    await withGallery(async ({ page }) => {
      const region = grid(page, 'No items');
      await region.getByText('There is nothing to show here yet.').waitFor();
      expect(await region.locator('article').count()).toBe(0);
      expect(await region.locator('[data-testid="grid-placeholders"]').count()).toBe(0);
      expect(await region.getByRole('button').count()).toBe(0);
    });
  });
});

/** A box measured in the page, or a failure naming what was not laid out. */
async function boxOf(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not laid out`);
  return box;
}

const fontSize = (locator: Locator): Promise<number> =>
  locator.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));

describe('grid layout', () => {
  it('keeps "Previous page", "Page 1" and "Next page" on one line at 375 px, without overflow', async () => {
    await withGallery(async ({ page }) => {
      await resize(page, 375, 812);
      const region = grid(page, 'Articles, page by page');
      await waitForCount(region, PAGE_SIZE);
      const nav = region.getByRole('navigation');
      const previous = await boxOf(nav.getByRole('button', { name: 'Previous page', exact: true }));
      const next = await boxOf(nav.getByRole('button', { name: 'Next page', exact: true }));
      const pageNumber = await boxOf(nav.getByText('Page 1', { exact: true }));
      expect(next.y).toBeCloseTo(previous.y, 0);
      expect(next.height).toBeCloseTo(previous.height, 0);
      expect(next.x).toBeGreaterThan(pageNumber.x + pageNumber.width);
      expect(pageNumber.x).toBeGreaterThan(previous.x + previous.width);
      expect(await nav.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    });
  });

  it("titles a grid a step below its section's heading, and its cards a step below that", async () => {
    await withGallery(async ({ page }) => {
      const section = await fontSize(page.getByRole('heading', { name: 'Grid, append mode' }));
      const region = grid(page, 'Inventory articles');
      await waitForCount(region, PAGE_SIZE);
      const title = await fontSize(region.getByRole('heading', { name: 'Inventory articles' }));
      const card = await fontSize(region.locator('article').first().getByRole('heading'));
      expect(title).toBeLessThan(section);
      expect(card).toBeLessThan(title);
    });
  });

  it('shows thumbnails 300 px wide in a 16:9 frame, 75 % of the card at 375 px', async () => {
    await withGallery(async ({ page }) => {
      const region = grid(page, 'Inventory articles');
      await waitForCount(region, PAGE_SIZE);
      const first = region.locator('article').first();
      const thumbnail = await boxOf(first.getByRole('img'));
      expect(thumbnail.width).toBeCloseTo(300, 0);
      expect(thumbnail.width / thumbnail.height).toBeCloseTo(16 / 9, 1);

      await resize(page, 375, 812);
      const card = await boxOf(first);
      const small = await boxOf(first.getByRole('img'));
      expect(small.width / card.width).toBeCloseTo(0.75, 1);
      expect(small.width / small.height).toBeCloseTo(16 / 9, 1);
    });
  });
});
