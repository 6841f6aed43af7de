import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startSite, type RunningSite } from './support/harness';
import { recordFailures, recordRequests } from './support/network';

// The gallery's rich-text block holds a managed image by the platform's root-relative media url
// (`/cms/delivery/media/{key}`), as news bodies do: the browser must load it from the site's
// media path, under whatever base path the site has.
const KEY = 'MCYXLVMBVCIH5UCFS277D3PM36CW';
const CAPTION = 'A few bins a day, counted while the shelves stay open.';
const BASE_PATH = '/site';

let browser: Browser;
let rootSite: RunningSite;
/** Served under `SITE_BASE_PATH=/site`. */
let baseSite: RunningSite;

beforeAll(async () => {
  [rootSite, baseSite, browser] = await Promise.all([
    startSite(),
    startSite({ basePath: BASE_PATH }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser.close();
  await Promise.all([rootSite.close(), baseSite.close()]);
});

describe.each([
  ['without a base path', () => rootSite],
  [`under the base path ${BASE_PATH}`, () => baseSite],
])('an image inside rich text, %s', (_label, site) => {
  it('loads from the site media path', async () => {
    const { basePath, origin, url } = site();
    const mediaPath = `${basePath}/sfsites/c/cms/delivery/media/${KEY}`;
    const { page, close } = await newPage(browser, { width: 1280, height: 800 });
    const failures = recordFailures(page);
    const requests = recordRequests(page);
    try {
      // The image's own request: the gallery's other pictures of this key ask for a width.
      // The URL names the original's version (`?version=`), no width.
      const isImage = (url: string) =>
        new URL(url).pathname === mediaPath && /^\?version=[\w-]{16}$/.test(new URL(url).search);
      const media = page.waitForResponse((answer) => isImage(answer.url()));
      const response = await page.goto(url('/blocks'));
      expect(response?.status()).toBe(200);
      const image = page.locator('figure', { hasText: CAPTION }).locator('img');
      await image.scrollIntoViewIfNeeded();
      await expect(media.then((answer) => answer.status())).resolves.toBe(200);
      await page.waitForFunction(
        (element) => element instanceof HTMLImageElement && element.complete,
        await image.elementHandle(),
      );
      const shown = await image.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        naturalWidth: img.naturalWidth,
        loading: img.getAttribute('loading'),
        decoding: img.getAttribute('decoding'),
      }));
      expect(shown.src.startsWith(`${origin}${mediaPath}?`)).toBe(true);
      expect(isImage(shown.src)).toBe(true);
      expect(shown.naturalWidth).toBeGreaterThan(0);
      expect({ loading: shown.loading, decoding: shown.decoding }).toEqual({
        loading: 'lazy',
        decoding: 'async',
      });
      // Nothing asked for the platform's root-relative url itself: the site does not serve it.
      const unresolved = requests.filter(
        (request) =>
          request.pathname.includes('/cms/delivery/media/') &&
          !request.pathname.startsWith(`${basePath}/sfsites/c/`),
      );
      expect(unresolved.map((request) => request.pathname)).toEqual([]);
      expect(failures).toEqual([]);
    } finally {
      await close();
    }
  });
});
