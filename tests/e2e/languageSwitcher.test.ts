import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, siteAndBrowserForFile } from './support/harness';
import { seriousAxeViolations } from './support/axe';

const running = siteAndBrowserForFile();

const VIEWPORT = { width: 1280, height: 800 };

interface OpenedContext {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

/** A fresh context (no cookie yet), with JavaScript or without. */
async function openContext(browser: Browser, javaScript: boolean): Promise<OpenedContext> {
  if (javaScript) return newPage(browser, VIEWPORT);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}

/** The switcher's link to a language, by the switcher's name and the language's own name. */
function languageLink(page: Page, switcherName: string, languageName: string) {
  return page
    .getByRole('navigation', { name: switcherName })
    .getByRole('link', { name: languageName, exact: true });
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('the language switcher', () => {
  for (const javaScript of [true, false]) {
    it(`with JavaScript ${javaScript ? 'on' : 'off'}: the French link leads from /about to /fr/about and sets the cookie the root then follows`, async () => {
      const { context, page, close } = await openContext(running.browser, javaScript);
      const base = running.site.basePath;
      try {
        await page.goto(running.site.url('/about'), { waitUntil: 'load' });
        const french = languageLink(page, 'Language', 'Français');
        expect(await french.getAttribute('hreflang')).toBe('fr-FR');
        expect(await french.getAttribute('lang')).toBe('fr-FR');
        expect(await languageLink(page, 'Language', 'English').getAttribute('aria-current')).toBe(
          'true',
        );

        await Promise.all([page.waitForURL(`**${base}/fr/about`), french.click()]);
        expect(pathOf(page)).toBe(`${base}/fr/about`);
        expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
        // The switcher speaks French now, and marks French as the page's language.
        expect(await languageLink(page, 'Langue', 'Français').getAttribute('aria-current')).toBe(
          'true',
        );
        const cookie = (await context.cookies()).find(({ name }) => name === 'PreferredLanguage');
        expect(cookie).toMatchObject({ value: 'fr_FR', path: '/', sameSite: 'Lax' });

        await page.goto(running.site.url('/'), { waitUntil: 'load' });
        expect(pathOf(page)).toBe(`${base}/fr/about`);
      } finally {
        await close();
      }
    });
  }

  it('is reached from the keyboard: Tab to the German link, Enter follows it', async () => {
    const { page, close } = await newPage(running.browser, VIEWPORT);
    try {
      await page.goto(running.site.url('/fr/about'), { waitUntil: 'load' });
      const german = languageLink(page, 'Langue', 'Deutsch');
      for (let press = 0; press < 10; press += 1) {
        await page.keyboard.press('Tab');
        if (await german.evaluate((link) => link === document.activeElement)) break;
      }
      await expect(german.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
      await Promise.all([
        page.waitForURL(`**${running.site.basePath}/de/about`),
        page.keyboard.press('Enter'),
      ]);
      expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    } finally {
      await close();
    }
  });

  it('leaves /fr/about without a serious or critical axe violation', async () => {
    const { page, close } = await newPage(running.browser, VIEWPORT);
    try {
      await page.goto(running.site.url('/fr/about'), { waitUntil: 'load' });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
