// Takes full-page screenshots of the About page at desktop, tablet and mobile widths into
// docs/screenshots/, against a freshly started server over the current build (run `npm run build`
// first; `SITE_DIR` names another build folder, as for the server). Prints console errors it saw,
// so a broken page does not go unnoticed.
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { createServer } from '../server/createServer';
import { launchChromium } from '../scripts/launchChromium';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'mobile', width: 375, height: 812 },
];
/** `name` (the page at `/name`) or `name=/path`, comma-separated; default `about`. */
const PAGES = (process.argv[2] ?? 'about').split(',').map((entry) => {
  const [name = '', pagePath = `/${name}`] = entry.split('=');
  return { pageName: name, pagePath };
});
const OUT_DIR = 'docs/screenshots';

/**
 * Scrolls through the page so islands hydrate and lazy images start, then has every lazy image
 * load now (a deferred lazy image counts as complete without having loaded, and a quick scroll
 * leaves some deferred) and waits until every image is complete.
 */
async function loadLazyImages(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => {
      window.scrollTo(0, top);
    }, y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
  });
  await page.waitForFunction(
    () =>
      Array.from(document.images).every(
        (image) => image.complete || image.closest('[inert]') !== null,
      ),
    null,
    {
      timeout: 10_000,
    },
  );
  await page.waitForLoadState('networkidle');
  // Decoded before the capture: a full-page shot can catch an async-decoded picture still blank.
  await page.evaluate(() =>
    Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined))),
  );
}

async function main(): Promise<void> {
  const server = await createServer({ logger: false, siteDir: process.env.SITE_DIR || undefined });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as AddressInfo;
  const browser = await launchChromium();
  await mkdir(OUT_DIR, { recursive: true });
  try {
    for (const { pageName, pagePath } of PAGES) {
      for (const { name, width, height } of WIDTHS) {
        const page = await browser.newPage({
          viewport: { width, height },
          reducedMotion: 'reduce',
        });
        page.on('console', (message) => {
          if (message.type() === 'error')
            console.log(`[${pageName} ${name}] console error: ${message.text()}`);
        });
        await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'networkidle' });
        await loadLazyImages(page);
        const file = `${OUT_DIR}/${pageName}-${name}-${width}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(`wrote ${file}`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
