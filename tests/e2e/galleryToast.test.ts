import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';
import {
  advance,
  focusedElement,
  installPausedClock,
  leaveAlone,
  settle,
  unexplainedErrors,
  watchFailedResponses,
} from './support/galleryHelpers';

// The tooltip's debounce, as docs/features.md documents it.
const TOOLTIP_DEBOUNCE_MS = 150;

// Seed spec sections 4, 5, 8 and 9, platform facts 2f, DESIGN section 6: the gallery's toast
// sample buttons (app/blocks/toastDemo/ToastDemo.tsx) against the site's one toast container.
const AUTO_CLOSE_MS = 4800;
const AUTO_CLOSE_WITH_LINK_MS = 9600;
const FADE_MS = 400;

const running = siteAndBrowserForFile();
let opened: OpenedPage;
let page: Page;
let failed: string[];

beforeAll(async () => {
  opened = await newPage(running.browser, { width: 1280, height: 900 });
  page = opened.page;
  await installPausedClock(opened.context);
  failed = watchFailedResponses(page);
  await page.goto(running.site.url('/blocks'), { waitUntil: 'domcontentloaded' });
  const first = sampleButton('Info dismissible');
  await first.waitFor();
  // Buttons low in the window, so toasts (top centre) never cover the one a test presses.
  await first.evaluate((button) => {
    button.closest('ul')?.scrollIntoView({ block: 'end' });
  });
});
afterAll(async () => {
  await opened.close();
});

/** The one toast container the site mounts. */
function container(): Locator {
  return page.locator('[data-toast-position]');
}

/** Toasts on screen (shown or fading out), oldest first. */
function toasts(): Locator {
  return container().locator(':scope > [role="alert"], :scope > [role="status"]');
}

function sampleButton(sample: string): Locator {
  return page.getByRole('button', { name: `Show ${sample} toast`, exact: true });
}

/** Presses a sample button and checks focus stayed on it (it never jumps to a toast). */
async function show(sample: string): Promise<void> {
  await sampleButton(sample).click();
  await settle(page);
  expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: `Show ${sample} toast` });
}

/** Each toast's bold label text, oldest first. */
async function labels(): Promise<string[]> {
  return toasts()
    .locator('strong')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent.trim()));
}

/** The oldest toast's lifecycle status (`shown`, `closing`), or null when there is none. */
async function firstStatus(): Promise<string | null> {
  const statuses = await toasts().evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-status')),
  );
  return statuses[0] ?? null;
}

/** Closes every toast (queued ones come forward as places free up) and waits out the fades. */
async function closeAll(): Promise<void> {
  for (let round = 0; round < 10 && (await toasts().count()) > 0; round += 1) {
    for (const close of await toasts().getByRole('button', { name: 'Close' }).all()) {
      await close.click();
    }
    await advance(page, FADE_MS);
  }
  expect(await toasts().count()).toBe(0);
  await leaveAlone(page);
}

beforeEach(async () => {
  await closeAll();
});
afterEach(() => {
  expect(failed).toEqual([]);
  expect(unexplainedErrors(opened.errors)).toEqual([]);
});

describe('toasts (blocks gallery)', () => {
  it('keeps one container mounted, empty until a toast is shown', async () => {
    expect(await container().count()).toBe(1);
    expect(await toasts().count()).toBe(0);
  });

  it('shows a dismissible info toast as a status with a Close button, focus staying put', async () => {
    await show('Info dismissible');
    expect(await toasts().count()).toBe(1);
    const toast = toasts().first();
    expect(await toast.getAttribute('role')).toBe('status');
    expect(await toast.textContent()).toContain('Cycle counts sync every 15 minutes.');
    expect(await labels()).toEqual(['Info']);
    expect(await toast.getByRole('button', { name: 'Close', exact: true }).count()).toBe(1);
  });

  it("styles a toast whose rules the page's markup did not need: they came as the page woke", async () => {
    await show('Info sticky');
    const toast = toasts().first();
    const style = await toast.evaluate((node) => {
      const [name = ''] = [...node.classList];
      const rule = new RegExp(`\\.${name}(?![\\w-])`);
      const cssOf = (selector: string) =>
        [...document.querySelectorAll(selector)].map((element) => element.textContent);
      const computed = getComputedStyle(node);
      return {
        sentInline: cssOf('style:not([data-later])').some((css) => rule.test(css)),
        filledLater: cssOf('style[data-later]').some((css) => rule.test(css)),
        border: computed.borderInlineStartWidth,
        background: computed.backgroundColor,
      };
    });
    expect(style).toEqual({
      sentInline: false,
      filledLater: true,
      border: '4px',
      background: 'rgb(255, 255, 255)',
    });
  });

  it('gives error and warning toasts role alert, info and success role status', async () => {
    await show('Error sticky');
    await show('Warning sticky');
    await show('Success sticky');
    const roles = await toasts().evaluateAll((nodes) =>
      nodes.map((node) => [node.querySelector('strong')?.textContent, node.getAttribute('role')]),
    );
    expect(roles).toEqual([
      ['Error', 'alert'],
      ['Warning', 'alert'],
      ['Success', 'status'],
    ]);
  });

  it('shows at most 3 at once; the others wait and come forward as toasts close', async () => {
    for (const sample of [
      'Info sticky',
      'Success sticky',
      'Warning sticky',
      'Error sticky',
      'Success sticky',
    ]) {
      await show(sample);
    }
    expect(await labels()).toEqual(['Info', 'Success', 'Warning']);

    await toasts().first().getByRole('button', { name: 'Close' }).click();
    await settle(page);
    // The closing toast keeps its place until its fade is over.
    await advance(page, FADE_MS - 1);
    expect(await labels()).toEqual(['Info', 'Success', 'Warning']);
    await advance(page, 1);
    expect(await labels()).toEqual(['Success', 'Warning', 'Error']);

    await toasts().first().getByRole('button', { name: 'Close' }).click();
    await advance(page, FADE_MS);
    expect(await labels()).toEqual(['Warning', 'Error', 'Success']);
    // Waiting toasts are sticky too: nothing closes on its own.
    await advance(page, 60_000);
    expect(await toasts().count()).toBe(3);
  });

  for (const sample of ['Info dismissible', 'Error dismissible', 'Success, default mode']) {
    it(`closes "${sample}" after 4800 ms, then fades out for 0.4 s`, async () => {
      await show(sample);
      await leaveAlone(page);
      await advance(page, AUTO_CLOSE_MS - 1);
      expect(await toasts().count()).toBe(1);
      expect(await firstStatus()).toBe('shown');
      await advance(page, 1);
      expect(await firstStatus()).toBe('closing');
      await advance(page, FADE_MS - 1);
      expect(await toasts().count()).toBe(1);
      await advance(page, 1);
      expect(await toasts().count()).toBe(0);
    });
  }

  it('closes a toast with links after 9600 ms; its links open in a new tab', async () => {
    await show('Info with links');
    const links = await toasts()
      .first()
      .getByRole('link')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({
          text: node.textContent.trim(),
          href: node.getAttribute('href'),
          target: node.getAttribute('target'),
          rel: (node.getAttribute('rel') ?? '').split(/\s+/),
        })),
      );
    expect(links).toEqual([
      {
        text: 'Winter 26 (opens in a new tab)',
        href: 'https://www.example.com/releases',
        target: '_blank',
        rel: expect.arrayContaining(['noopener']) as unknown,
      },
      {
        text: 'upgrade guide (opens in a new tab)',
        href: '/about',
        target: '_blank',
        rel: expect.arrayContaining(['noopener']) as unknown,
      },
    ]);
    await leaveAlone(page);
    await advance(page, AUTO_CLOSE_WITH_LINK_MS - 1);
    expect(await firstStatus()).toBe('shown');
    await advance(page, 1);
    expect(await firstStatus()).toBe('closing');
    await advance(page, FADE_MS);
    expect(await toasts().count()).toBe(0);
  });

  it('does not auto-close while hovered; closes within 4800 ms once the pointer leaves', async () => {
    await show('Info dismissible');
    await advance(page, 2000);
    await toasts().first().hover();
    await settle(page);
    await advance(page, 3 * AUTO_CLOSE_MS);
    expect(await firstStatus()).toBe('shown');
    await leaveAlone(page);
    expect(await firstStatus()).toBe('shown');
    await advance(page, AUTO_CLOSE_MS + FADE_MS);
    expect(await toasts().count()).toBe(0);
  });

  it('does not auto-close while focus is inside; closes within 4800 ms once it leaves', async () => {
    await show('Success dismissible');
    await toasts().first().getByRole('button', { name: 'Close' }).focus();
    await settle(page);
    await advance(page, 3 * AUTO_CLOSE_MS);
    expect(await firstStatus()).toBe('shown');
    await leaveAlone(page);
    await advance(page, AUTO_CLOSE_MS + FADE_MS);
    expect(await toasts().count()).toBe(0);
  });

  it("Escape with the Close button's tooltip open closes the tooltip, the next one the toast", async () => {
    await show('Warning sticky');
    const close = toasts().first().getByRole('button', { name: 'Close' });
    await close.focus();
    await advance(page, TOOLTIP_DEBOUNCE_MS);
    const tooltip = toasts().first().getByRole('tooltip');
    expect(await tooltip.textContent()).toBe('Close');
    expect(await close.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    expect(await container().evaluate((node) => getComputedStyle(node).zIndex)).toBe('10000');
    expect(await tooltip.evaluate((node) => getComputedStyle(node).zIndex)).toBe('10001');

    await page.keyboard.press('Escape');
    await settle(page);
    expect(await tooltip.count()).toBe(0);
    expect(await firstStatus()).toBe('shown');
    await page.keyboard.press('Escape');
    await settle(page);
    expect(await firstStatus()).toBe('closing');
    await advance(page, FADE_MS);
    expect(await toasts().count()).toBe(0);
  });

  it('keeps sticky toasts until the visitor closes them', async () => {
    await show('Warning sticky');
    await leaveAlone(page);
    await advance(page, 120_000);
    expect(await labels()).toEqual(['Warning']);
    expect(await firstStatus()).toBe('shown');
  });

  it('removes a closed toast after the 0.4 s fade and gives focus back', async () => {
    await show('Error sticky');
    await toasts().first().getByRole('button', { name: 'Close' }).click();
    await settle(page);
    expect(await firstStatus()).toBe('closing');
    await advance(page, FADE_MS - 1);
    expect(await toasts().count()).toBe(1);
    await advance(page, 1);
    expect(await toasts().count()).toBe(0);
    // Focus was on the toast's Close button: it goes back where it came from, not to the body.
    expect(await focusedElement(page)).toMatchObject({
      tag: 'button',
      text: 'Show Error sticky toast',
    });
  });
});
