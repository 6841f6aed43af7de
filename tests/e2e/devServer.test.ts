import { appendFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../scripts/dev';
import { inlineScriptHashes } from '../../server/http/securityHeaders';
import { launchBrowser, newPage, type OpenedPage } from './support/harness';
import { e2eContentDir } from './support/contentCopy';

// `npm run dev` serves what production serves: pages rendered on the server, the same page
// state and inline loader, islands hydrated in the browser; and an edit of the app shows on the
// next page, or at once by hot update. The app is a scratch copy, so the test may edit it.

const PAGE_STATE = /<script id="page-state" type="application\/json">(.*?)<\/script>/s;
/** How long an edit may take to reach the page: the watcher, then Vite's update. */
const EDITED = { timeout: 10_000, interval: 100 };

interface PageState {
  complete: boolean;
  islands: Record<string, { kind: string }>;
}

let scratch: string;
let dev: DevServer;
let browser: Browser;
let opened: OpenedPage;

/** A file of the scratch copy of the app. */
const appFile = (file: string) => path.join(scratch, 'app', file);

async function fetchAbout(): Promise<{ response: Response; html: string }> {
  const response = await fetch(`${dev.origin}/about`);
  return { response, html: await response.text() };
}

beforeAll(async () => {
  await mkdir(path.resolve('dist'), { recursive: true });
  scratch = await mkdtemp(path.resolve('dist', 'dev-e2e-'));
  // The app imports `../shared`; its tsconfig extends the base one.
  await Promise.all([
    cp('app', path.join(scratch, 'app'), { recursive: true }),
    cp('shared', path.join(scratch, 'shared'), { recursive: true }),
    cp('tsconfig.base.json', path.join(scratch, 'tsconfig.base.json')),
  ]);
  [dev, browser] = await Promise.all([
    startDevServer({
      env: {
        HOST: '127.0.0.1',
        PORT: '0',
        CONTENT_DIR: e2eContentDir(),
        MEDIA_CACHE_DIR: path.join(scratch, 'renditions'),
      },
      logger: false,
      vite: {
        config: {
          root: path.join(scratch, 'app'),
          // Dependencies optimised for this copy alone: never those other dev servers share.
          cacheDir: path.join(scratch, 'vite'),
          logLevel: 'error',
        },
      },
    }),
    launchBrowser(),
  ]);
  // The first render transforms the app's modules: on a busy machine that may outlast the 2 s a
  // render waits for data, and the page would be sent incomplete, as production sends a late one.
  await fetchAbout();
  opened = await newPage(browser, { width: 1280, height: 800 });
  await opened.page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});
afterAll(async () => {
  await browser.close();
  await dev.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('the About page under npm run dev, as HTML', () => {
  it('is rendered on the server whole, with its islands, page state, styles and the loader', async () => {
    const { response, html } = await fetchAbout();
    expect(response.status).toBe(200);
    expect(html).toContain('Company Overview');
    const state = JSON.parse(PAGE_STATE.exec(html)?.[1] ?? 'null') as PageState;
    expect(state.complete).toBe(true);
    const islands = Object.keys(state.islands);
    expect(islands.length).toBeGreaterThan(0);
    for (const id of islands) expect(html).toContain(`data-island="${id}"`);
    // The page's script behind the inline loader, as in a build; Vite's client from the start.
    expect(html).toMatch(/<script type="module" data-page-script="\/main\.tsx">.+?<\/script>/s);
    expect(html).not.toContain('src="/main.tsx"');
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    // The page's styles are in it, marked as Vite's client marks the styles it adds.
    expect(html).toMatch(/<style data-vite-dev-id="[^"]+\/app\/styles\/base\.css">/);
    expect(html).toMatch(/<style data-vite-dev-id="[^"]+\/Banner\.module\.css">/);
    // Every inline script it runs is allowed by its hash, and nothing else inline is.
    const scriptSrc = /script-src ([^;]+)/.exec(
      response.headers.get('content-security-policy') ?? '',
    );
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBe(2);
    expect(scriptSrc?.[1]?.split(' ').sort()).toEqual(["'self'", ...hashes].sort());
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('the About page under npm run dev, in the browser', () => {
  it('goes loader, page script, islands: the islands hydrate and the carousel answers', async () => {
    const { page, errors } = opened;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // `goto` returns once every island has been scrolled to and is live.
    await page.goto(`${dev.origin}/about`);
    const islands = await page.evaluate(() => {
      const state = JSON.parse(document.getElementById('page-state')?.textContent ?? '{}') as {
        islands: Record<string, { kind: string }>;
      };
      return Object.values(state.islands).filter((island) => island.kind === 'block').length;
    });
    expect(islands).toBeGreaterThan(0);
    await expect(page.locator('[data-island][data-live]').count()).resolves.toBe(islands);
    expect(requested).toContain('/main.tsx');
    // Only a page the server could not render whole is rendered in the browser.
    expect(requested).not.toContain('/clientApp.tsx');

    const carousel = page.locator('section[aria-roledescription="carousel"]');
    const current = carousel.locator('button[aria-current="true"]');
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    const start = Number((await current.textContent())?.replace(/\D/g, ''));
    const total = await carousel
      .getByRole('group', { name: 'Choose a slide' })
      .locator('button')
      .count();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await current.filter({ hasText: `Slide ${String((start % total) + 1)}` }).waitFor();

    await expect(
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).resolves.toEqual([]);
    // React's development build reports any difference between the server's render of an island
    // and the browser's (its generated ids included), which production's build would not.
    expect(errors).toEqual([]);
  });

  it("updates an island's styles in place when its CSS module is saved", async () => {
    const { page } = opened;
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await appendFile(
      appFile('blocks/contentCarousel/ContentCarousel.module.css'),
      '\n.carousel { outline: 3px solid rgb(1, 2, 3); }\n',
    );
    await page.waitForFunction(
      () =>
        getComputedStyle(
          document.querySelector('section[aria-roledescription="carousel"]') ?? document.body,
        ).outlineColor === 'rgb(1, 2, 3)',
      undefined,
      EDITED,
    );
    // A hot update: the page was not loaded again.
    await expect(
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
  });

  it('renders an edited block on the next page, and reloads the page that shows it', async () => {
    const { page } = opened;
    const footer = appFile('pages/SiteFooter.tsx');
    const source = await readFile(footer, 'utf8');
    expect(source).toContain('<p>{info.tagline}</p>');
    await writeFile(
      footer,
      source.replace('<p>{info.tagline}</p>', '<p>{info.tagline} (edited)</p>'),
    );
    await expect.poll(async () => (await fetchAbout()).html, EDITED).toContain(' (edited)</p>');
    // The footer is no island: no module of it runs in the browser, so the page is loaded again.
    await page.waitForFunction(
      () => document.querySelector('footer')?.textContent.includes('(edited)') === true,
      undefined,
      EDITED,
    );
  });
});
