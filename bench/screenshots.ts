// Takes full-page screenshots of the site's pages at desktop, tablet and mobile widths into
// docs/screenshots/, against a freshly started server over the current build (run `npm run build`
// first; `SITE_DIR` names another build folder, as for the server), and records what each set was
// taken from (screenshotInputs.ts). Prints console errors it saw, so a broken page does not go
// unnoticed. `--check` takes nothing: it fails when a set's pictures are older than the content,
// CSS and words they show.
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { loadContent } from '../content-model';
import { createServer } from '../server/createServer';
import { launchChromium } from '../scripts/launchChromium';
import {
  FINGERPRINTS_FILE,
  readFingerprints,
  screenshotFingerprint,
  staleScreenshotSets,
} from './screenshotInputs';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'mobile', width: 375, height: 812 },
];
interface ScreenshotSet {
  /** The pictures' prefix. */
  pageName: string;
  /** The page's path; none for the article set, whose page is the content's first article. */
  pagePath?: string;
}

/** The sets `docs/` shows. */
const SETS: readonly ScreenshotSet[] = [
  { pageName: 'about', pagePath: '/about' },
  { pageName: 'fr', pagePath: '/fr/about' },
  { pageName: 'de', pagePath: '/de/about' },
  { pageName: 'blocks', pagePath: '/blocks' },
  { pageName: 'article' },
];
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

/** The page of the content's news article whose URL name sorts first. */
async function firstArticlePath(): Promise<string> {
  const [first] = (await loadContent('content')).documents
    .filter((document) => document.contentType.fullyQualifiedName === 'sfdc_cms__news')
    .sort((a, b) => a.urlName.localeCompare(b.urlName));
  if (!first) throw new Error('content/ has no news article to take the article set from');
  return `/sfdc_cms__news/${first.contentKey}`;
}

/**
 * The sets to take, each with its path: every set, or those named by `name` (a set's page) or
 * `name=/path`, comma-separated.
 */
async function chosenSets(list: string | undefined): Promise<Required<ScreenshotSet>[]> {
  const sets = list
    ? list.split(',').map((entry): ScreenshotSet => {
        const [pageName = '', pagePath] = entry.split('=');
        const known = SETS.find((set) => set.pageName === pageName);
        return { pageName, pagePath: pagePath ?? (known ? known.pagePath : `/${pageName}`) };
      })
    : SETS;
  const article = sets.some((set) => set.pagePath === undefined) ? await firstArticlePath() : '';
  return sets.map(({ pageName, pagePath }) => ({ pageName, pagePath: pagePath ?? article }));
}

/** Exits 1 naming every set whose pictures show older inputs than the project has now. */
async function checkScreenshots(): Promise<void> {
  const stale = await staleScreenshotSets(
    '.',
    SETS.map((set) => set.pageName),
  );
  if (stale.length === 0) {
    console.log("The screenshots in docs/screenshots/ show today's content, CSS and words.");
    return;
  }
  console.error(
    `docs/screenshots/: ${stale.map((set) => `${set}-*.png`).join(', ')} ` +
      `show older content, CSS or words than the project has: run npm run build, then ` +
      `npm run screenshots, look at the pictures and commit them.`,
  );
  process.exitCode = 1;
}

async function takeScreenshots(sets: readonly Required<ScreenshotSet>[]): Promise<void> {
  const fingerprint = await screenshotFingerprint('.');
  const server = await createServer({ logger: false, siteDir: process.env.SITE_DIR || undefined });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as AddressInfo;
  const browser = await launchChromium();
  await mkdir(OUT_DIR, { recursive: true });
  try {
    for (const { pageName, pagePath } of sets) {
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
  const fingerprints = await readFingerprints('.');
  for (const { pageName } of sets) fingerprints[pageName] = fingerprint;
  await writeFile(FINGERPRINTS_FILE, `${JSON.stringify(fingerprints, null, 2)}\n`);
  console.log(`recorded what they show in ${FINGERPRINTS_FILE}`);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { check: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (values.check) await checkScreenshots();
  else await takeScreenshots(await chosenSets(positionals[0]));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
