import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';
import { seriousAxeViolations } from './support/axe';
import {
  activeSlide,
  advance,
  advanceStepwise,
  carouselNamed,
  installPausedClock,
  leaveAlone,
  settle,
  slideState,
  slidesOf,
  touchDrag,
  unexplainedErrors,
  watchFailedResponses,
} from './support/galleryHelpers';

// The tooltip's debounce, as docs/features.md documents it.
const TOOLTIP_DEBOUNCE_MS = 150;

// Seed spec sections 4 and 9, DESIGN section 6. The gallery's many-slide carousel reads the
// "Inventory Management" collection (6 news items) styled by content/apex/carouselStyles.json.
const NAME = 'Inventory Management';
const TOTAL = 6;
const SETUP_MS = 50;
const INTERVAL_MS = 6000;
const WIDTH = 1280;

const running = siteAndBrowserForFile();

interface Gallery extends OpenedPage {
  carousel: Locator;
  /** Responses with status >= 400 other than the gallery's known SEO 404. */
  failed: string[];
}

/** Opens /blocks with a paused clock and waits until the many-slide carousel shows its slides. */
async function openGallery(options: { reducedMotion?: boolean } = {}): Promise<Gallery> {
  const opened = await newPage(running.browser, { width: WIDTH, height: 800, ...options });
  await installPausedClock(opened.context);
  const failed = watchFailedResponses(opened.page);
  await opened.page.goto(running.site.url('/blocks'), { waitUntil: 'domcontentloaded' });
  const carousel = carouselNamed(opened.page, NAME);
  await slidesOf(carousel).first().waitFor({ state: 'attached' });
  await settle(opened.page);
  return { ...opened, carousel, failed };
}

function expectNoErrors(gallery: Gallery): void {
  expect(gallery.failed).toEqual([]);
  expect(unexplainedErrors(gallery.errors)).toEqual([]);
}

async function expectActive(carousel: Locator, n: number): Promise<void> {
  expect(await activeSlide(carousel)).toEqual(slideState(n, TOTAL));
}

async function clickControl(carousel: Locator, name: string): Promise<void> {
  await carousel.getByRole('button', { name, exact: true }).click({ timeout: 5000 });
  await settle(carousel.page());
}

/** The name of the carousel's first button (the rotation control). */
async function firstButtonName(carousel: Locator): Promise<string> {
  return ((await carousel.getByRole('button').first().textContent()) ?? '').trim();
}

async function liveSetting(carousel: Locator): Promise<string | null> {
  return carousel.locator('[aria-live]').getAttribute('aria-live');
}

/**
 * Brings the shared page's carousel to a known state: slide 1, rotating, neither hovered nor
 * focused, its 6000 ms wait started now. Start is the one way back to rotating after a stop.
 */
async function rotateFromFirstSlide(page: Page, carousel: Locator): Promise<void> {
  await clickControl(carousel, 'Slide 1');
  // A dot is manual navigation: it stops the rotation.
  expect(await firstButtonName(carousel)).toBe('Start automatic slide show');
  await clickControl(carousel, 'Start automatic slide show');
  await leaveAlone(page);
  await expectActive(carousel, 1);
  expect(await firstButtonName(carousel)).toBe('Stop automatic slide show');
}

describe('content carousel timing from the first load', () => {
  it('waits 50 ms + 6000 ms, then advances every 6000 ms and wraps to the first slide', async () => {
    const gallery = await openGallery();
    const { page, carousel } = gallery;
    try {
      await expectActive(carousel, 1);
      // The clock has been paused since before the page loaded: it reads the moment the carousel
      // became ready. Step through the setup delay so the 6000 ms wait starts when it ends.
      await advanceStepwise(page, SETUP_MS);
      await expectActive(carousel, 1);
      await advance(page, INTERVAL_MS - 1);
      await expectActive(carousel, 1);
      await advance(page, 1);
      await expectActive(carousel, 2);
      for (let n = 3; n <= TOTAL; n += 1) {
        await advance(page, INTERVAL_MS - 1);
        await expectActive(carousel, n - 1);
        await advance(page, 1);
        await expectActive(carousel, n);
      }
      await advance(page, INTERVAL_MS);
      await expectActive(carousel, 1);
      // Still rotating: the live region stays quiet and the control offers Stop.
      expect(await firstButtonName(carousel)).toBe('Stop automatic slide show');
      expect(await liveSetting(carousel)).toBe('off');
      expectNoErrors(gallery);
    } finally {
      await gallery.close();
    }
  });

  it('does not auto-advance under prefers-reduced-motion: reduce', async () => {
    const gallery = await openGallery({ reducedMotion: true });
    const { page, carousel } = gallery;
    try {
      await advance(page, SETUP_MS);
      for (let step = 0; step < 5; step += 1) await advance(page, INTERVAL_MS);
      await expectActive(carousel, 1);
      expect(await firstButtonName(carousel)).toBe('Start automatic slide show');
      // The arrows still work, and the track does not animate.
      await clickControl(carousel, 'Next slide');
      await expectActive(carousel, 2);
      const transition = await carousel
        .locator('[aria-live]')
        .evaluate((track) => getComputedStyle(track).transitionDuration);
      expect(transition).toBe('0s');
      expectNoErrors(gallery);
    } finally {
      await gallery.close();
    }
  });
});

// The tests below share one gallery page; each sets up the carousel state it starts from.
describe('content carousel (blocks gallery)', () => {
  let gallery: Gallery;
  let page: Page;
  let carousel: Locator;

  beforeAll(async () => {
    gallery = await openGallery();
    ({ page, carousel } = gallery);
    await advance(page, SETUP_MS);
  });
  afterEach(() => {
    expectNoErrors(gallery);
  });
  afterAll(async () => {
    await gallery.close();
  });

  it('meets the WAI-ARIA carousel contract', async () => {
    await rotateFromFirstSlide(page, carousel);
    expect(await carousel.count()).toBe(1);
    expect(await carousel.evaluate((node) => node.tagName)).toBe('SECTION');
    // The section is a landmark named after the carousel.
    expect(await page.getByRole('region', { name: NAME, exact: true }).count()).toBe(1);

    const slides = slidesOf(carousel);
    expect(await slides.count()).toBe(TOTAL);
    const labels = await slides.evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('role'), node.getAttribute('aria-label')]),
    );
    expect(labels).toEqual(
      Array.from({ length: TOTAL }, (_, index) => ['group', `${String(index + 1)} of 6`]),
    );

    // The rotation control comes first, then the arrows, then one dot per slide.
    const buttons = await carousel
      .getByRole('button')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent.trim()));
    expect(buttons).toEqual([
      'Stop automatic slide show',
      'Previous slide',
      'Next slide',
      ...Array.from({ length: TOTAL }, (_, index) => `Slide ${String(index + 1)}`),
    ]);
    for (const name of ['Stop automatic slide show', 'Previous slide', 'Next slide']) {
      expect(await carousel.getByRole('button', { name, exact: true }).count()).toBe(1);
    }
    const current = await carousel
      .locator('button[aria-current]')
      .evaluateAll((nodes) => nodes.map((node) => [node.textContent.trim(), node.ariaCurrent]));
    expect(current).toEqual([['Slide 1', 'true']]);
    await expectActive(carousel, 1);
  });

  it('hides the other slides: aria-hidden, inert and not focusable', async () => {
    await rotateFromFirstSlide(page, carousel);
    const states = await slidesOf(carousel).evaluateAll((nodes) =>
      nodes.map((node) => {
        const link = node.querySelector('a');
        link?.focus();
        const focusable = link !== null && document.activeElement === link;
        link?.blur();
        return {
          hidden: node.getAttribute('aria-hidden'),
          inert: (node as HTMLElement).inert,
          focusable,
        };
      }),
    );
    expect(states[0]).toEqual({ hidden: null, inert: false, focusable: true });
    expect(states.slice(1)).toEqual(
      Array.from({ length: TOTAL - 1 }, () => ({ hidden: 'true', inert: true, focusable: false })),
    );
    // Only the shown slide's link is in the accessibility tree.
    expect(await carousel.getByRole('link').count()).toBe(1);
    await leaveAlone(page);
  });

  it('links each slide to /{content type}/{contentKey} with its styled or default label', async () => {
    const links = await slidesOf(carousel).evaluateAll((nodes) =>
      nodes.map((node) => {
        const link = node.querySelector('a');
        // The visible label; a visually hidden ": {title}" follows it for screen readers.
        return [link?.getAttribute('href'), link?.firstChild?.textContent?.trim()];
      }),
    );
    // Slide 3's style sets no label: the default 'Learn More'.
    expect(links).toEqual([
      ['/sfdc_cms__news/MCNLPWX4T6MXOVMECTYWD5MXJRTV', 'Read the article'],
      ['/sfdc_cms__news/MCNZR7GCK4H5ND3IJ5V7EYKTPJAJ', 'Read the article'],
      ['/sfdc_cms__news/MCWBDHIETTUTMQ7UWJITU3N5PFZA', 'Learn More'],
      ['/sfdc_cms__news/MC4HX5665YBIMXZNBVZTQWSKYN5U', 'Trace a lot'],
      ['/sfdc_cms__news/MCEELRK3CXAVEW7X4FHYVXNHXHW7', 'See how replenishment works'],
      ['/sfdc_cms__news/MCNR7FEPOP7YVK6ZG2GZGYUEO36V', 'Close the loop'],
    ]);
  });

  it('wraps both ways with the arrows and moves to a slide with its dot', async () => {
    await rotateFromFirstSlide(page, carousel);
    await clickControl(carousel, 'Previous slide');
    await expectActive(carousel, TOTAL);
    await clickControl(carousel, 'Next slide');
    await expectActive(carousel, 1);
    await clickControl(carousel, 'Next slide');
    await expectActive(carousel, 2);
    await clickControl(carousel, 'Slide 5');
    await expectActive(carousel, 5);
    await clickControl(carousel, 'Next slide');
    await clickControl(carousel, 'Next slide');
    await expectActive(carousel, 1);
    await clickControl(carousel, 'Slide 4');
    await clickControl(carousel, 'Previous slide');
    await expectActive(carousel, 3);
  });

  for (const control of ['Next slide', 'Previous slide', 'Slide 3', 'Stop automatic slide show']) {
    it(`stops auto-advance for good after "${control}"; Start resumes it`, async () => {
      await rotateFromFirstSlide(page, carousel);
      await advance(page, 1000);
      await clickControl(carousel, control);
      const stoppedAt = await activeSlide(carousel);
      // Neither the pointer nor focus holds it now: only the visitor's stop does.
      await leaveAlone(page);
      expect(await firstButtonName(carousel)).toBe('Start automatic slide show');
      expect(await liveSetting(carousel)).toBe('polite');
      for (let elapsed = 0; elapsed < 30_000; elapsed += 5000) await advance(page, 5000);
      expect(await activeSlide(carousel)).toEqual(stoppedAt);

      await clickControl(carousel, 'Start automatic slide show');
      await leaveAlone(page);
      expect(await firstButtonName(carousel)).toBe('Stop automatic slide show');
      expect(await liveSetting(carousel)).toBe('off');
      const from = Number(stoppedAt.slide?.split(' ')[0]);
      await advance(page, INTERVAL_MS - 1);
      expect(await activeSlide(carousel)).toEqual(stoppedAt);
      await advance(page, 1);
      await expectActive(carousel, (from % TOTAL) + 1);
    });
  }

  it('shows a tooltip on hover and on focus of an arrow after 150 ms, hides it on Escape', async () => {
    await rotateFromFirstSlide(page, carousel);
    const tooltip = page.getByRole('tooltip');
    const next = carousel.getByRole('button', { name: 'Next slide', exact: true });
    await next.hover();
    await settle(page);
    await advance(page, TOOLTIP_DEBOUNCE_MS - 1);
    expect(await tooltip.count()).toBe(0);
    await advance(page, 1);
    expect(await tooltip.textContent()).toBe('Next slide');
    expect(await next.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    // Beside the arrow, inside the window, above the page.
    const [arrowBox, tipBox] = await Promise.all([next.boundingBox(), tooltip.boundingBox()]);
    expect(tipBox!.y).toBeGreaterThanOrEqual(arrowBox!.y + arrowBox!.height);
    expect(tipBox!.x + tipBox!.width).toBeLessThanOrEqual(arrowBox!.x + arrowBox!.width + 1);
    expect(await tooltip.evaluate((node) => getComputedStyle(node).zIndex)).toBe('9000');

    await page.keyboard.press('Escape');
    await settle(page);
    expect(await tooltip.count()).toBe(0);
    expect(await next.getAttribute('aria-describedby')).toBeNull();

    await leaveAlone(page);
    const previous = carousel.getByRole('button', { name: 'Previous slide', exact: true });
    await previous.focus();
    await advance(page, TOOLTIP_DEBOUNCE_MS);
    expect(await tooltip.textContent()).toBe('Previous slide');
    await page.keyboard.press('Escape');
    await settle(page);
    expect(await tooltip.count()).toBe(0);
    // Escape closed the tooltip, nothing else: focus and the slide stay.
    expect(await previous.evaluate((node) => node === document.activeElement)).toBe(true);
    await expectActive(carousel, 1);
    await leaveAlone(page);
  });

  it('swipes: leftward beyond a third of the window is Next, rightward Previous, shorter nothing', async () => {
    await rotateFromFirstSlide(page, carousel);
    const viewport = carousel.locator('[aria-live]').locator('xpath=..');
    const third = WIDTH / 3;
    await touchDrag(page, viewport, -(third - 30));
    await expectActive(carousel, 1);
    await touchDrag(page, viewport, third - 30);
    await expectActive(carousel, 1);
    // A drag too short to count is no navigation: rotation goes on.
    expect(await firstButtonName(carousel)).toBe('Stop automatic slide show');

    await touchDrag(page, viewport, -(third + 40));
    await expectActive(carousel, 2);
    await touchDrag(page, viewport, third + 40);
    await expectActive(carousel, 1);
    await touchDrag(page, viewport, third + 40);
    await expectActive(carousel, TOTAL);
    // A swipe is manual navigation: rotation stops for good.
    await leaveAlone(page);
    expect(await firstButtonName(carousel)).toBe('Start automatic slide show');
    await advance(page, 3 * INTERVAL_MS);
    await expectActive(carousel, TOTAL);
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    await rotateFromFirstSlide(page, carousel);
    await carousel.locator('h3').first().hover();
    await settle(page);
    await advance(page, 3 * INTERVAL_MS);
    await expectActive(carousel, 1);
    // A pause, not a stop: the control still offers Stop.
    expect(await firstButtonName(carousel)).toBe('Stop automatic slide show');
    await leaveAlone(page);
    await advance(page, INTERVAL_MS);
    await expectActive(carousel, 2);
  });

  it('pauses while focus is inside and resumes when it leaves', async () => {
    await rotateFromFirstSlide(page, carousel);
    await carousel.getByRole('link').focus();
    await settle(page);
    await advance(page, 3 * INTERVAL_MS);
    await expectActive(carousel, 1);
    await leaveAlone(page);
    await advance(page, INTERVAL_MS);
    await expectActive(carousel, 2);
  });

  it('pauses while the tab is hidden and resumes when it shows again', async () => {
    await rotateFromFirstSlide(page, carousel);
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        if (value) {
          Object.defineProperty(document, 'visibilityState', {
            configurable: true,
            get: () => 'hidden',
          });
        } else {
          // Back to Document.prototype's own getter.
          Reflect.deleteProperty(document, 'visibilityState');
        }
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await settle(page);
    await advance(page, 3 * INTERVAL_MS);
    await expectActive(carousel, 1);
    await setHidden(false);
    await settle(page);
    await advance(page, INTERVAL_MS);
    await expectActive(carousel, 2);
  });

  it('moves slides in 1 s, and in 0.6 s under 768px wide', async () => {
    const duration = () =>
      carousel
        .locator('[aria-live]')
        .evaluate((track) => getComputedStyle(track).transitionDuration);
    expect(await duration()).toBe('1s');
    await page.setViewportSize({ width: 767, height: 800 });
    try {
      expect(await duration()).toBe('0.6s');
    } finally {
      await page.setViewportSize({ width: WIDTH, height: 800 });
    }
    expect(await duration()).toBe('1s');
  });

  it('shows a one-slide carousel with no controls and no rotation', async () => {
    const single = carouselNamed(page, 'Single Story');
    await slidesOf(single).first().waitFor({ state: 'attached' });
    expect(await slidesOf(single).count()).toBe(1);
    expect(await slidesOf(single).first().getAttribute('aria-label')).toBe('1 of 1');
    expect(await slidesOf(single).first().getAttribute('aria-hidden')).toBeNull();
    expect(await single.getByRole('button').count()).toBe(0);
    expect(await single.getByRole('link').textContent()).toMatch(/^Learn More: \S/);
    expect(await single.getByRole('link').getAttribute('href')).toBe(
      '/sfdc_cms__news/MCNLPWX4T6MXOVMECTYWD5MXJRTV',
    );
  });

  it('renders no slides, no controls and no error for an empty collection', async () => {
    const gallerySection = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'Carousel with no slides', exact: true }),
    });
    expect(await gallerySection.count()).toBe(1);
    // Loaded: the skeleton, which names the carousel while loading, is gone.
    await vi.waitFor(
      async () => {
        expect(await gallerySection.getByText('Loading Empty Collection').count()).toBe(0);
      },
      { timeout: 5000, interval: 50 },
    );
    expect(await carouselNamed(page, 'Empty Collection').count()).toBe(0);
    expect(await gallerySection.locator('[aria-roledescription="slide"]').count()).toBe(0);
    expect(await gallerySection.getByRole('button').count()).toBe(0);
    expect(await gallerySection.getByText('could not be loaded').count()).toBe(0);
  });
});

// axe-core waits on timers of its own: this page keeps the browser's clock running.
describe('carousel tooltips with the clock running', () => {
  it('finds no serious or critical axe-core violation with an arrow tooltip open', async () => {
    const opened = await newPage(running.browser, {
      width: WIDTH,
      height: 800,
      reducedMotion: true,
    });
    try {
      await opened.page.goto(running.site.url('/blocks'), { waitUntil: 'domcontentloaded' });
      const next = carouselNamed(opened.page, NAME).getByRole('button', { name: 'Next slide' });
      await next.hover();
      const tooltip = opened.page.getByRole('tooltip');
      await tooltip.waitFor();
      expect(await tooltip.textContent()).toBe('Next slide');
      expect(await seriousAxeViolations(opened.page)).toEqual([]);
      await opened.page.keyboard.press('Escape');
      await tooltip.waitFor({ state: 'detached' });
      expect(unexplainedErrors(opened.errors)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
