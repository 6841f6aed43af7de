import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startSite, type RunningSite } from './support/harness';
import { copyContent, type ContentCopy } from './support/contentCopy';
import { shownImages } from './support/images';
import { recordFailures, recordRequests } from './support/network';
import { scrollThrough, waitForAboutPage } from './support/pageState';
import { readSeoHead } from './support/seoHead';

// The About page under site settings other than the defaults: each needs a server of its own.
const BASE_PATH = '/site';

let browser: Browser;
let notIndexed: ContentCopy;
/** Content whose SEO record for the About page has indexing off. */
let notIndexedSite: RunningSite;
/** Served under `SITE_BASE_PATH=/site`. */
let baseSite: RunningSite;

beforeAll(async () => {
  notIndexed = await copyContent();
  await notIndexed.editJson<{ isSeoIndexed: boolean }>('seo/about.json', (seo) => ({
    ...seo,
    isSeoIndexed: false,
  }));
  [notIndexedSite, baseSite, browser] = await Promise.all([
    startSite({ contentDir: notIndexed.dir }),
    startSite({ basePath: BASE_PATH }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser.close();
  await Promise.all([notIndexedSite.close(), baseSite.close()]);
  await notIndexed.remove();
});

describe('indexing off in the SEO record', () => {
  it('adds robots noindex,nofollow exactly once, beside the canonical link', async () => {
    const { page, errors, close } = await newPage(browser, { width: 1280, height: 800 });
    try {
      await page.goto(notIndexedSite.url('/about'));
      await waitForAboutPage(page);
      const head = await readSeoHead(page);
      expect(head.robots).toEqual(['noindex,nofollow']);
      expect(head.canonical).toEqual(['https://www.quayline.com/about']);
      expect(head.title).toBe('About');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe(`the site under the base path ${BASE_PATH}`, () => {
  it('serves the About page with every image and call under the base path', async () => {
    const { page, errors, close } = await newPage(browser, { width: 1280, height: 800 });
    const failures = recordFailures(page);
    const requests = recordRequests(page);
    try {
      const response = await page.goto(baseSite.url('/about'));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(`${BASE_PATH}/about`);
      await waitForAboutPage(page);
      await scrollThrough(page);
      const images = await shownImages(page);
      expect(images.length).toBeGreaterThanOrEqual(8);
      expect(images.filter((image) => image.naturalWidth === 0)).toEqual([]);
      const outsideMedia = images
        .map((image) => new URL(image.src).pathname)
        .filter((path) => !path.startsWith(`${BASE_PATH}/sfsites/c/cms/delivery/media/`));
      expect(outsideMedia).toEqual([]);
      // Every call the page made (document, assets, data, media) stayed under the base path.
      const outside = requests
        .filter(
          (url) => url.origin === baseSite.origin && !url.pathname.startsWith(`${BASE_PATH}/`),
        )
        .map((url) => url.pathname);
      expect(outside).toEqual([]);
      // The page came server-rendered with its data: no data call on first load.
      const dataCalls = requests.filter((url) =>
        /\/(services\/data|lwr\/apex)\//.test(url.pathname),
      );
      expect(dataCalls).toEqual([]);
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('links site pages under the base path', async () => {
    const { page, close } = await newPage(browser, { width: 1280, height: 800 });
    try {
      await page.goto(baseSite.url('/blocks'));
      const cardLink = page.getByRole('link', { name: 'Read more', exact: true });
      await cardLink.waitFor();
      await expect(cardLink.getAttribute('href')).resolves.toBe(`${BASE_PATH}/Home`);
      const home = await page.request.get(`${baseSite.origin}${BASE_PATH}/Home`);
      expect({ status: home.status(), path: new URL(home.url()).pathname }).toEqual({
        status: 200,
        path: `${BASE_PATH}/about`,
      });
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
        name: 'About',
      });
      await expect(about.getAttribute('href')).resolves.toBe(`${BASE_PATH}/about`);
    } finally {
      await close();
    }
  });
});
