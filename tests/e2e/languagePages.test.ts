import { describe, expect, it } from 'vitest';
import { newPage, siteAndBrowserForFile } from './support/harness';
import { scrollThrough, waitForSettled } from './support/pageState';

// The fixture content has the first milestone and the "Who we are" picture in French; German is
// served but has no variant, so its pages fall back to English documents.
const running = siteAndBrowserForFile();

const FRENCH_EXCERPT = 'Quayline a été fondée à Minneapolis en 2014';
const ENGLISH_EXCERPT = 'Quayline was founded in Minneapolis in 2014';

describe('pages in other languages', () => {
  it('serves /fr/about in French: lang, the French variants, and islands reading in French', async () => {
    const { page, errors, close } = await newPage(running.browser, { width: 1280, height: 800 });
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cms/delivery/contents')) reads.push(request.url());
    });
    try {
      const response = await page.goto(running.site.url('/fr/about'), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
      // The header's links stay in the page's language.
      const about = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link');
      expect(await about.getAttribute('href')).toBe('/fr/about');
      await expect.poll(() => page.getByText(FRENCH_EXCERPT).count()).toBeGreaterThan(0);
      expect(await page.getByText(ENGLISH_EXCERPT).count()).toBe(0);
      await scrollThrough(page);
      await waitForSettled(page);
      // The islands take over the server's French reads; any read of their own is French too
      // (a read without the language would be the English document, read again).
      expect(reads.filter((url) => new URL(url).searchParams.get('language') !== 'fr_FR')).toEqual(
        [],
      );
      // The slides lead to the articles in French; each slide's words say their document's
      // language, and the fixture's news have no French variant: English.
      const slideLinks = await page
        .locator('[aria-roledescription] a[href*="/sfdc_cms__news/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(slideLinks.length).toBeGreaterThan(0);
      for (const href of slideLinks) expect(href).toMatch(/^\/fr\/sfdc_cms__news\//);
      const slideLangs = await page
        .locator('[aria-roledescription] [lang]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('lang')));
      expect(new Set(slideLangs)).toEqual(new Set(['en-US']));
      // The carousel's accessible name is translated; its admin styles are keyed by its name.
      await expect
        .poll(() => page.getByRole('region', { name: 'Gestion des stocks' }).count())
        .toBe(1);
      // The fixture's About view is partly translated: its untranslated blocks say so.
      expect(await page.locator('main .in-language[lang="en-US"]').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('serves /about in English and /de/about in German, falling back to English documents', async () => {
    const { page, close } = await newPage(running.browser, { width: 1280, height: 800 });
    try {
      for (const [route, lang] of [
        ['/about', 'en-US'],
        ['/de/about', 'de-DE'],
      ] as const) {
        const response = await page.goto(running.site.url(route), { waitUntil: 'load' });
        expect(response?.status(), route).toBe(200);
        expect(await page.locator('html').getAttribute('lang'), route).toBe(lang);
        await expect.poll(() => page.getByText(ENGLISH_EXCERPT).count()).toBeGreaterThan(0);
      }
      // German has no copy of the view: the carousel's name stays English, marked so, while its
      // controls speak German; it went live when scrolled to (the page's `goto` waits for it).
      const carousel = page.getByRole('region', { name: 'Inventory Management' });
      await expect(carousel.locator('[hidden][lang="en-US"]').textContent()).resolves.toBe(
        'Inventory Management',
      );
      const controlLangs = await carousel
        .locator('button')
        .evaluateAll((buttons) =>
          buttons.map((button) => button.closest('[lang]')?.getAttribute('lang')),
        );
      expect(controlLangs.length).toBeGreaterThan(0);
      expect(new Set(controlLangs)).toEqual(new Set(['de-DE']));
      expect(await page.locator('[data-island][data-live]').count()).toBeGreaterThan(0);
      expect((await page.goto(running.site.url('/es/about')))?.status()).toBe(404);
    } finally {
      await close();
    }
  });
});
