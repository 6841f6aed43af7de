/**
 * Presses on the islands' controls the moment they are in view, as a visitor on a phone makes
 * them: under the mobile profile Lighthouse simulates (150 ms round trips, 1.6 Mbps down, 4x CPU
 * slowdown), by click, tap or key, 0 to 1,000 ms after the control is scrolled into view. Each
 * press is counted by what it changed on the page (a MutationObserver's records, so two changes in
 * one task count as two). Used by the end-to-end test and by `npm run presses`.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

/** Lighthouse's mobile profile (its "slow 4G" network and CPU slowdown). */
export const MOBILE_PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** What the page's recorders leave on `window`. */
interface PressWindow {
  __pressEffects: { effects: number };
  __islandTimes: Record<string, { inView?: number; live?: number }>;
}

export type PressKind = 'click' | 'tap' | 'Enter' | 'Space';

/** What a press of the control changes, counted by the records of a MutationObserver. */
type Effect =
  /** A slide dot that becomes the current one. */
  | 'slideShown'
  /** The control's own label text changes (a toggle). */
  | 'labelChanged'
  /** The page number beside the control changes. */
  | 'pageNumberChanged'
  /** A toast appears. */
  | 'toastShown';

export interface IslandControl {
  /** What the reports call it. */
  name: string;
  /** The site path it is on. */
  path: string;
  /** The control, as a visitor finds it (its role and name). */
  find: (page: Page) => Locator;
  effect: Effect;
  /** Pressed by the end-to-end test too (the matrix presses every one). */
  inCi?: true;
}

export const ISLAND_CONTROLS: readonly IslandControl[] = [
  {
    name: 'carousel: Next slide',
    path: '/about',
    find: (page) => page.getByRole('button', { name: 'Next slide' }).first(),
    effect: 'slideShown',
    inCi: true,
  },
  {
    name: 'carousel: Stop automatic slide show',
    path: '/about',
    find: (page) => page.getByRole('button', { name: 'Stop automatic slide show' }).first(),
    effect: 'labelChanged',
    inCi: true,
  },
  {
    name: 'carousel: Slide 3',
    path: '/about',
    find: (page) => page.getByRole('button', { name: 'Slide 3', exact: true }).first(),
    effect: 'slideShown',
  },
  {
    name: 'gallery carousel: Next slide',
    path: '/blocks',
    find: (page) => page.getByRole('button', { name: 'Next slide' }).first(),
    effect: 'slideShown',
  },
  {
    name: 'gallery carousel: Stop automatic slide show',
    path: '/blocks',
    find: (page) => page.getByRole('button', { name: 'Stop automatic slide show' }).first(),
    effect: 'labelChanged',
  },
  {
    name: 'grid: Next page',
    path: '/blocks',
    find: (page) => page.getByRole('button', { name: 'Next page' }).first(),
    effect: 'pageNumberChanged',
    inCi: true,
  },
  {
    name: 'toast demo: Info dismissible',
    path: '/blocks',
    find: (page) => page.getByRole('button', { name: 'Info dismissible' }),
    effect: 'toastShown',
    inCi: true,
  },
];

/** The controls the end-to-end test presses. */
export const CI_CONTROLS = ISLAND_CONTROLS.filter((control) => control.inCi);

/** Throttles the page's network and CPU as `MOBILE_PROFILE` says, over the DevTools protocol. */
export async function throttleLikeMobile(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
}

/**
 * Installed before the page's scripts: notes when each island first enters the viewport and when
 * it goes live (`data-live`), in `performance.now()` ms, on `window.__islandTimes`. A string, so
 * that it runs as written.
 */
const RECORD_ISLAND_TIMES = `
  const times = {};
  window.__islandTimes = times;
  document.addEventListener('DOMContentLoaded', () => {
    for (const island of document.querySelectorAll('[data-island]')) {
      const entry = (times[island.dataset.island] = {});
      const box = [...island.querySelectorAll(':not(link)')].find(
        (each) => getComputedStyle(each).display !== 'contents',
      );
      if (box) {
        const seen = new IntersectionObserver((records) => {
          if (!records.some((record) => record.isIntersecting)) return;
          entry.inView ??= performance.now();
          seen.disconnect();
        });
        seen.observe(box);
      }
      const live = new MutationObserver(() => {
        if (!island.hasAttribute('data-live')) return;
        entry.live ??= performance.now();
        live.disconnect();
      });
      live.observe(island, { attributes: true, attributeFilter: ['data-live'] });
    }
  });
`;

/**
 * Starts counting, in the page, the changes `effect` names around `control`. (No named functions
 * inside: the function runs in the page as written, without the bundler's helpers.)
 */
async function countEffects(control: Locator, effect: Effect): Promise<void> {
  await control.evaluate((element, kind) => {
    const island = element.closest('[data-island]') ?? document.body;
    const roots: Record<Effect, Node> = {
      slideShown: island,
      labelChanged: element,
      pageNumberChanged: element.closest('nav') ?? island,
      toastShown: document.body,
    };
    const toast = '[role=status],[role=alert]';
    const state = { effects: 0 };
    Object.assign(window, { __pressEffects: state });
    new MutationObserver((records) => {
      for (const record of records) {
        if (kind === 'slideShown') {
          if (record.attributeName === 'aria-current' && record.oldValue === null) state.effects++;
        } else if (kind === 'toastShown') {
          for (const node of record.addedNodes) {
            if (node instanceof Element && (node.matches(toast) || node.querySelector(toast))) {
              state.effects++;
            }
          }
        } else if (
          record.type === 'characterData' &&
          record.oldValue !== record.target.nodeValue &&
          // The page number, not the buttons' own words.
          !(kind === 'pageNumberChanged' && record.target.parentElement?.closest('button'))
        ) {
          state.effects++;
        }
      }
    }).observe(roots[kind], {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      characterData: true,
      characterDataOldValue: true,
    });
  }, effect);
}

/** Scrolls the control into view as the press kind does (keys: focus, as Tab does), then waits. */
async function bringIntoView(control: Locator, kind: PressKind): Promise<void> {
  if (kind === 'Enter' || kind === 'Space') await control.focus();
  else await control.scrollIntoViewIfNeeded();
}

async function press(page: Page, control: Locator, kind: PressKind): Promise<void> {
  if (kind === 'click') await control.click();
  else if (kind === 'tap') await control.tap();
  else await page.keyboard.press(kind);
}

export interface PressResult {
  control: string;
  kind: PressKind;
  delayMs: number;
  /** How many times the press took effect (1 is right; 0 lost; 2 or more doubled). */
  effects: number;
  /** From the island entering the viewport to its going live, in ms (undefined: never live). */
  inViewToLiveMs: number | undefined;
  /** Errors the page threw or logged. */
  errors: string[];
}

interface PressOptions {
  origin: string;
  control: IslandControl;
  kind: PressKind;
  delayMs: number;
  /** How long to wait, once the press has shown, for a second effect. Default 700 ms. */
  settleMs?: number;
}

async function newMobileContext(browser: Browser, kind: PressKind): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    hasTouch: kind === 'tap',
    isMobile: kind === 'tap',
  });
}

/**
 * Opens the control's page in a fresh throttled context, scrolls the control into view once it
 * shows, presses it `delayMs` later, and counts what the press did once the island is live.
 */
export async function pressEarly(browser: Browser, options: PressOptions): Promise<PressResult> {
  const { control, kind, delayMs } = options;
  const context = await newMobileContext(browser, kind);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await throttleLikeMobile(page);
    await page.addInitScript(RECORD_ISLAND_TIMES);
    await page.goto(`${options.origin}${control.path}`, { waitUntil: 'commit' });
    const target = control.find(page);
    await target.waitFor({ state: 'attached', timeout: 30_000 });
    await countEffects(target, control.effect);
    await bringIntoView(target, kind);
    if (delayMs > 0) await page.waitForTimeout(delayMs);
    // The island is named now: a press may change the control's name.
    const id = await target.evaluate((element) => {
      return element.closest<HTMLElement>('[data-island]')?.dataset.island ?? '';
    });
    await press(page, target, kind);
    await page
      .locator(`[data-island="${id}"][data-live]`)
      .waitFor({ state: 'attached', timeout: 30_000 });
    // The press shows (a toast needs its region's code too), then a while for a second effect.
    // Not longer: the carousel's own rotation would show a slide at 6 s.
    await page
      .waitForFunction(() => (window as unknown as PressWindow).__pressEffects.effects > 0, null, {
        timeout: control.effect === 'toastShown' ? 5_000 : 2_000,
      })
      .catch(() => undefined);
    await page.waitForTimeout(options.settleMs ?? 700);
    return await page.evaluate(
      ({ id, result }) => {
        const { __pressEffects, __islandTimes } = window as unknown as PressWindow;
        const times = __islandTimes[id];
        const inViewToLiveMs =
          times?.inView === undefined || times.live === undefined
            ? undefined
            : Math.max(0, times.live - times.inView);
        return { ...result, effects: __pressEffects.effects, inViewToLiveMs };
      },
      { id, result: { control: control.name, kind, delayMs, errors } },
    );
  } finally {
    await context.close();
  }
}
