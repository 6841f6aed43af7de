import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startSite, type RunningSite, type OpenedPage } from './harness';

// The blocks gallery shows each block as a site builder would place it, doing what it says.
let site: RunningSite;
let browser: Browser;
let gallery: OpenedPage;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  gallery = await newPage(browser, { width: 1280, height: 800 });
  await gallery.page.goto(site.url('/blocks'));
});
afterAll(async () => {
  await browser.close();
  await site.close();
});

describe('blocks gallery', () => {
  it('gives the sample banner buttons their destinations', async () => {
    const banner = gallery.page.locator('section', {
      has: gallery.page.getByRole('heading', { name: 'Banner with buttons' }),
    });
    await expect(
      banner.getByRole('link', { name: 'Learn More' }).getAttribute('href'),
    ).resolves.toBe('/about');
    await expect(
      banner.getByRole('link', { name: 'Contact Us' }).getAttribute('href'),
    ).resolves.toBe('mailto:sales@quayline.com');
  });

  it('says what the carousel with no slides shows', async () => {
    await expect(
      gallery.page.getByText(/A carousel whose collection is empty shows nothing/).isVisible(),
    ).resolves.toBe(true);
  });
});
