import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MirroredEntry } from '../../app/features/sdkCache/sdkCacheSlice';
import type { PageState } from '../../app/ssr/pageState';
import {
  newPage,
  siteAndBrowserForFile,
  startSite,
  type OpenedPage,
  type RunningSite,
} from './support/harness';
import { copyContent, type ContentCopy } from './support/contentCopy';
import { buildDevelopmentSite, type DevelopmentBuild } from './support/developmentBuild';
import {
  devToolsRecording,
  devToolsState,
  dispatchFromDevTools,
  installDevToolsStandIn,
  jumpBefore,
} from './support/devToolsStandIn';
import { activeSlide, carouselNamed, settle, slideState } from './support/galleryHelpers';

// Redux DevTools in a development build: one store named after the site, every action named for
// what happened, the SDK cache mirrored from the start (the server's reads included), staleness
// on time, refresh from the dispatcher; and a production build that connects nothing.

const SITE_NAME = 'Quayline';
const CAROUSEL = 'Inventory Management';
const FIRST_SLIDE_KEY = 'MCNLPWX4T6MXOVMECTYWD5MXJRTV';
const FIRST_SLIDE_FILE = 'documents/cycle-counting-without-closing-the-warehouse.json';
const SLIDES = 6;
/** How long a saved file may take to be served: the watcher settles, then reads the folder. */
const PUBLISHED = { timeout: 10_000, interval: 100 };

interface DevToolsState {
  carousel: Record<string, { activeIndex: number }>;
  toast: { shown: { status: string }[] };
  sdkCache: Record<string, MirroredEntry>;
}

let copy: ContentCopy;
let development: DevelopmentBuild;

afterAll(async () => {
  await development.remove();
  await copy.remove();
});
const running = siteAndBrowserForFile(async () => {
  copy = await copyContent();
  development = await buildDevelopmentSite();
  return { contentDir: copy.dir, env: { SITE_DIR: development.siteDir } };
});

/** A page with the recording stand-in installed before its scripts, at /about with every island live. */
async function openAbout(target: RunningSite, beforeLoad?: (page: OpenedPage) => Promise<void>) {
  const opened = await newPage(running.browser, { width: 1280, height: 900 });
  await opened.page.addInitScript(installDevToolsStandIn);
  await beforeLoad?.(opened);
  await opened.page.goto(target.url('/about'));
  await settle(opened.page);
  return opened;
}

function pageStateOf(page: Page): Promise<PageState> {
  return page.evaluate(
    () => JSON.parse(document.getElementById('page-state')?.textContent ?? 'null') as PageState,
  );
}

/** Action types recorded since the `from`-th one. */
async function actionsSince(page: Page, from: number): Promise<string[]> {
  return (await devToolsRecording(page)).actions.slice(from);
}

describe('Redux DevTools in a development build', () => {
  let about: OpenedPage;
  let page: Page;
  beforeAll(async () => {
    about = await openAbout(running.site);
    page = about.page;
  });
  afterAll(async () => {
    await about.close();
  });

  it('connects one store, named after the site, whose first action mirrors the SDK cache', async () => {
    const { names, actions } = await devToolsRecording(page);
    expect(names).toEqual([SITE_NAME]);
    expect(actions[0]).toBe('sdkCache/hydrated');
    // A page the server rendered reads nothing again on load: no request, only UI actions.
    expect(actions.filter((type) => type.startsWith('sdkCache/'))).toEqual(['sdkCache/hydrated']);
    expect(new Set(actions.slice(1))).toEqual(
      new Set(['carousel/reducedMotionChanged', 'carousel/pauseChanged', 'carousel/sourceChanged']),
    );
    // React's development build reports any difference between the server's render and the
    // browser's hydration.
    expect(about.errors).toEqual([]);
  });

  it('shows every entry the server read, marked, with its query, times and request count', async () => {
    const state = await pageStateOf(page);
    const mirrored = (await devToolsState<DevToolsState>(page)).sdkCache;
    const serverKeys = (state.serverReads ?? []).map((read) => read.key).sort();
    const islandKeys = (state.sdk?.entries ?? []).map((entry) => entry.key).sort();
    expect(serverKeys.length).toBeGreaterThan(islandKeys.length);
    expect(Object.keys(mirrored).sort()).toEqual(serverKeys);
    expect(Object.values(mirrored).every((entry) => entry.readOnServer)).toBe(true);
    expect(
      Object.values(mirrored)
        .filter((entry) => entry.inBrowserCache)
        .map((entry) => entry.key)
        .sort(),
    ).toEqual(islandKeys);
    const collection = Object.values(mirrored).find(
      (entry) => entry.query?.adapter === 'getContent' && entry.inBrowserCache,
    );
    expect(collection).toMatchObject({
      state: 'Fulfilled',
      loading: false,
      requestCount: 0,
      query: { adapter: 'getContent', args: { contentKeyOrId: 'MCBA3GXLED6M32A4SINZSXK5NN52' } },
    });
    expect(collection?.staleAt).toBe((collection?.fetchedAt ?? 0) + 300_000);
  });

  it('records a "Next slide" press, and a jump back in history moves the carousel, not the data', async () => {
    const carousel = carouselNamed(page, CAROUSEL);
    const before = (await devToolsRecording(page)).actions.length;
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await settle(page);
    expect(await actionsSince(page, before)).toContain('carousel/nextRequested');
    expect(await activeSlide(carousel)).toEqual(slideState(2, SLIDES));
    const cacheBefore = (await devToolsState<DevToolsState>(page)).sdkCache;

    await jumpBefore(page, 'carousel/nextRequested');
    await settle(page);
    expect(await activeSlide(carousel)).toEqual(slideState(1, SLIDES));
    // The site never reads the mirror: its data stays the SDK cache's.
    expect(
      await carousel.getByRole('group', { name: `1 of ${String(SLIDES)}` }).textContent(),
    ).toContain('Cycle Counting');
    expect((await devToolsState<DevToolsState>(page)).sdkCache).toEqual(cacheBefore);
    // And the page goes on working from there.
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await settle(page);
    expect(await activeSlide(carousel)).toEqual(slideState(2, SLIDES));
  });

  it("refreshes an island's entry from the dispatcher: a request to the server, and the page follows", async () => {
    await copy.editJson<{ title: string }>(FIRST_SLIDE_FILE, (document) => ({
      ...document,
      title: 'Cycle Counts That Never Stop the Floor',
    }));
    const { siteId } = (await (await fetch(running.site.url('/emulator/site'))).json()) as {
      siteId: string;
    };
    const servedTitle = async () => {
      const url = running.site.url(
        `/services/data/v64.0/connect/sites/${siteId}/cms/delivery/contents/${FIRST_SLIDE_KEY}`,
      );
      return ((await (await fetch(url)).json()) as { title: string }).title;
    };
    await expect.poll(servedTitle, PUBLISHED).toBe('Cycle Counts That Never Stop the Floor');

    const mirrored = (await devToolsState<DevToolsState>(page)).sdkCache;
    const slides = Object.values(mirrored).find(
      (entry) =>
        entry.inBrowserCache &&
        entry.query?.adapter === 'getContentFields' &&
        JSON.stringify(entry.query.args).includes(FIRST_SLIDE_KEY),
    );
    if (!slides) throw new Error('no mirrored entry holds the carousel slides');
    const before = (await devToolsRecording(page)).actions.length;
    const request = page.waitForRequest(
      (sent) =>
        sent.url().includes('/cms/delivery/contents?') && sent.url().includes(FIRST_SLIDE_KEY),
    );
    await dispatchFromDevTools(page, {
      type: 'sdkCache/refreshRequested',
      payload: { key: slides.key },
    });
    // The server answers it with the saved title.
    const answer = await (await request).response();
    expect(await answer?.text()).toContain('Cycle Counts That Never Stop the Floor');
    await carouselNamed(page, CAROUSEL)
      .getByText('Cycle Counts That Never Stop the Floor')
      .first()
      .waitFor({ state: 'attached' });
    expect(await actionsSince(page, before)).toEqual([
      'sdkCache/refreshRequested',
      'sdkCache/requested',
      'sdkCache/refreshed',
    ]);
    expect((await devToolsState<DevToolsState>(page)).sdkCache[slides.key]).toMatchObject({
      state: 'Fulfilled',
      requestCount: 1,
      readOnServer: true,
    });
  });
});

describe('a toast in DevTools', () => {
  it('records a failed read, its toast, and the close', async () => {
    const fault = running.site.failRequests('/seo/properties/about');
    const about = await openAbout(running.site);
    try {
      const { page } = about;
      const toast = page.locator('[data-toast-position] [role="alert"]');
      await toast.waitFor();
      const failedRead = Object.values((await devToolsState<DevToolsState>(page)).sdkCache).find(
        (entry) => entry.query?.adapter === 'getSeoProperties',
      );
      expect(fault.count()).toBeGreaterThan(0);
      expect(failedRead).toMatchObject({
        state: 'Unfulfilled',
        error: { status: 500 },
        readOnServer: true,
      });
      const before = (await devToolsRecording(page)).actions;
      expect(before).toContain('toast/dataErrorRaised');
      await toast.getByRole('button', { name: 'Close' }).click();
      await toast.waitFor({ state: 'detached' });
      const closing = (await devToolsRecording(page)).actions.slice(before.length);
      expect(closing.filter((type) => type.startsWith('toast/'))).toEqual([
        'toast/closeRequested',
        'toast/closed',
      ]);
      expect((await devToolsState<DevToolsState>(page)).toast.shown).toEqual([]);
    } finally {
      running.site.clearFaults();
      await about.close();
    }
  });
});

describe('a toast raised before any island is live', () => {
  it('shows on an article page, whose only island is the toast region', async () => {
    const article = await newPage(running.browser, { width: 1280, height: 900 });
    await article.page.addInitScript(installDevToolsStandIn);
    try {
      const { page } = article;
      await page.goto(running.site.url(`/sfdc_cms__news/${FIRST_SLIDE_KEY}`));
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await settle(page);
      expect(await page.locator('[data-island][data-live]').count()).toBe(0);
      const read = Object.values((await devToolsState<DevToolsState>(page)).sdkCache).find(
        (entry) => entry.readOnServer && entry.query?.adapter === 'getContent',
      );
      if (!read) throw new Error('no mirrored entry holds the article the server read');
      const fault = running.site.failRequests(`/cms/delivery/contents/${FIRST_SLIDE_KEY}`);
      await dispatchFromDevTools(page, {
        type: 'sdkCache/refreshRequested',
        payload: { key: read.key },
      });
      const toast = page.locator('[data-toast-position] [role="alert"]');
      await toast.waitFor();
      expect(fault.count()).toBeGreaterThan(0);
      expect(await devToolsRecording(page).then(({ actions }) => actions)).toContain(
        'toast/dataErrorRaised',
      );
    } finally {
      running.site.clearFaults();
      await article.close();
    }
  });
});

describe('an entry past its time to live', () => {
  it('turns Stale in DevTools on time, with nothing reading it', async () => {
    const about = await openAbout(running.site, async ({ context }) => {
      // The page's clock, from now (the server's responses are dated by the real clock).
      await context.clock.install({ time: Date.now() });
    });
    try {
      const { page } = about;
      const collection = () =>
        devToolsState<DevToolsState>(page).then((state) =>
          Object.values(state.sdkCache).find(
            (entry) => entry.query?.adapter === 'getContent' && entry.inBrowserCache,
          ),
        );
      const fresh = await collection();
      expect(fresh?.state).toBe('Fulfilled');
      const now = await page.evaluate(() => Date.now());
      const before = (await devToolsRecording(page)).actions.length;
      await page.clock.fastForward((fresh?.staleAt ?? 0) - now - 1000);
      await settle(page);
      expect((await collection())?.state).toBe('Fulfilled');
      await page.clock.fastForward(2000);
      await settle(page);
      expect((await collection())?.state).toBe('Stale');
      expect(await actionsSince(page, before)).toContain('sdkCache/wentStale');
    } finally {
      await about.close();
    }
  });
});

describe('a production build', () => {
  let production: RunningSite;
  beforeAll(async () => {
    production = await startSite();
  });
  afterAll(async () => {
    await production.close();
  });

  it('connects nothing to DevTools and puts no server reads in the page', async () => {
    const about = await openAbout(production);
    try {
      const { page } = about;
      await carouselNamed(page, CAROUSEL).getByRole('button', { name: 'Next slide' }).click();
      await settle(page);
      expect(await devToolsRecording(page)).toEqual({ names: [], actions: [] });
      expect(await pageStateOf(page)).not.toHaveProperty('serverReads');
    } finally {
      await about.close();
    }
  });

  it('ships none of the mirror, in the browser build or the server renderer', async () => {
    const siteDir = inject('siteDir');
    const files = [
      ...(await readdir(path.join(siteDir, 'assets'))).map((file) =>
        path.join(siteDir, 'assets', file),
      ),
      path.join(siteDir, '..', 'ssr', 'entry-server.js'),
    ].filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const code = await readFile(file, 'utf8');
      // The mirror's action types, and the server reads the page state would carry.
      expect(code.includes('sdkCache/'), file).toBe(false);
      expect(code.includes('serverReads'), file).toBe(false);
    }
  });
});
