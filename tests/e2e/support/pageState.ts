import type { Page } from 'playwright-core';

/** Longer than any step takes (a second or two), well within a test's timeout. */
const STEP_TIMEOUT_MS = 15_000;

/**
 * `work`, or an error naming `step` once it has taken `STEP_TIMEOUT_MS`: `page.evaluate` has no
 * timeout of its own, so a page that never settles would otherwise hang its test silently.
 */
async function within<T>(step: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${step}: not done after ${String(STEP_TIMEOUT_MS / 1000)} s`));
    }, STEP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until nothing on the page is `aria-busy` (cards, carousel skeleton, footer) and fonts are in. */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  await within(
    'waitForSettled (document.fonts.ready)',
    page.evaluate(() => document.fonts.ready.then(() => undefined)),
  );
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
  const scrolling = page.evaluate(async () => {
    // Two frames let a step paint; a page that has stopped making frames is scrolled on anyway.
    const frame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
        setTimeout(resolve, 1000);
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
  await within('scrollThrough', scrolling);
}
