import type { Page } from 'playwright-core';

/** Waits until nothing on the page is `aria-busy` (cards, carousel skeleton, footer) and fonts are in. */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Waits for the About page's data: the title, every card and the carousel loaded, the images of
 * the image data provider rendered and the SEO assistant's canonical link written.
 */
export async function waitForAboutPage(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Company Overview' }).waitFor();
  await page.locator('section[aria-roledescription="carousel"]').waitFor();
  // The leadership portraits come from the image data provider (one request for the page).
  await page.getByRole('img', { name: /Renata Alves/ }).waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.head.querySelector('link[rel="canonical"]') !== null);
  await waitForSettled(page);
}

/**
 * Scrolls from top to bottom in steps of most of a viewport, letting each step paint, so lazy
 * images start loading; then goes back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      });
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    window.scrollTo(0, 0);
    await frame();
  });
}
