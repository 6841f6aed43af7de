import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Wall-clock time the fake clock starts from (any fixed instant will do). */
const CLOCK_START_MS = Date.UTC(2025, 2, 4, 9, 0, 0);

/**
 * Installs Playwright's fake clock for the whole context and pauses it, BEFORE navigation: page
 * timers (setTimeout, Date, rAF) then only move when the test calls `advance`. Network and
 * React's own scheduling (MessageChannel) keep running.
 */
export async function installPausedClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: CLOCK_START_MS });
  await context.clock.pauseAt(CLOCK_START_MS + 1000);
}

/**
 * Lets the page finish the work a timer or an event started: React renders, commits and runs
 * its effects in MessageChannel tasks (not faked by the clock), so a few task hops flush them.
 */
export async function settle(page: Page, hops = 6): Promise<void> {
  await page.evaluate(async (count) => {
    for (let hop = 0; hop < count; hop += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      });
    }
  }, hops);
}

/** Advances the page's fake clock by `ms`, firing every timer due on the way, then settles. */
export async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
}

/**
 * Advances the clock 1 ms at a time, settling after each step. React starts an effect's timer
 * only once it has committed, after `runFor` returned: stepping finely makes such a timer start
 * within a millisecond of the moment the page would start it in real time (e.g. the carousel's
 * 6000 ms wait, started when its 50 ms setup timer fires).
 */
export async function advanceStepwise(page: Page, ms: number): Promise<void> {
  for (let step = 0; step < ms; step += 1) {
    await page.clock.runFor(1);
    await settle(page, 3);
  }
}

/** The carousel `section` named `name` (DESIGN section 6 contract, asserted by the tests). */
export function carouselNamed(page: Page, name: string): Locator {
  return page.locator(`section[aria-roledescription="carousel"][aria-label="${name}"]`);
}

/** Every slide of a carousel, shown or hidden. */
export function slidesOf(carousel: Locator): Locator {
  return carousel.locator('[aria-roledescription="slide"]');
}

/**
 * The active slide as the page exposes it: the one slide not hidden from assistive technology
 * and the pagination dot marked `aria-current="true"`. Returns both names so a test sees any
 * disagreement, e.g. `{ slide: '2 of 6', dot: 'Slide 2', shown: 1 }`.
 */
export async function activeSlide(
  carousel: Locator,
): Promise<{ slide: string | null; dot: string | null; shown: number }> {
  return carousel.evaluate(
    (section) => {
      const shown = [...section.querySelectorAll('[aria-roledescription="slide"]')].filter(
        (slide) => slide.getAttribute('aria-hidden') !== 'true' && !(slide as HTMLElement).inert,
      );
      const dot = section.querySelector('button[aria-current="true"]');
      return {
        slide: shown[0]?.getAttribute('aria-label') ?? null,
        dot: dot?.textContent.trim() ?? null,
        shown: shown.length,
      };
    },
    undefined,
    { timeout: 5000 },
  );
}

/** The expected `activeSlide` result for slide `n` of `total`. */
export function slideState(n: number, total: number) {
  return { slide: `${n} of ${total}`, dot: `Slide ${n}`, shown: 1 };
}

/** Moves the pointer off the page's content and takes focus out of it (no hover, no focus pause). */
export async function leaveAlone(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement) active.blur();
  });
  await settle(page);
}

/**
 * A real one-finger horizontal drag (Chrome DevTools Protocol touch input, so the browser's own
 * gesture handling and `touch-action` apply) across the middle of `target`, by `dx` CSS pixels
 * (negative is leftward), in a few moves.
 */
export async function touchDrag(page: Page, target: Locator, dx: number): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the drag target is not visible');
  const y = box.y + box.height / 2;
  const startX = dx < 0 ? box.x + box.width - 20 : box.x + 20;
  const session = await page.context().newCDPSession(page);
  try {
    const point = (x: number) => [{ x, y, id: 1, radiusX: 1, radiusY: 1, force: 1 }];
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: point(startX),
    });
    const steps = 5;
    for (let step = 1; step <= steps; step += 1) {
      await session.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: point(startX + (dx * step) / steps),
      });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await session.detach();
  }
  await settle(page);
}

/** The element that has focus, described by its accessible-ish text and tag. */
export async function focusedElement(
  page: Page,
): Promise<{ tag: string; text: string; label: string | null }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      text: active?.textContent.trim() ?? '',
      label: active?.getAttribute('aria-label') ?? null,
    };
  });
}

/**
 * Records every HTTP response with status 400 or more, except those `expected` matches, as
 * `"{status} {url}"`. Attach before navigation.
 */
export function watchFailedResponses(page: Page, expected: readonly RegExp[] = []): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.status() >= 400 && !expected.some((pattern) => pattern.test(url))) {
      failed.push(`${String(response.status())} ${url}`);
    }
  });
  return failed;
}

/**
 * Page errors and console errors other than the browser's own "Failed to load resource" line
 * (which carries no url; `watchFailedResponses` accounts for those responses).
 */
export function unexplainedErrors(errors: readonly string[]): string[] {
  return errors.filter((error) => !error.startsWith('console: Failed to load resource:'));
}
