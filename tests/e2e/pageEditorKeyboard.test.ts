import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { copyContent, type ContentCopy } from './support/contentCopy';
import { E2E_PASSWORD, newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';

/**
 * The everyday walk of the editor by keyboard alone: no click, no focus set by the test. Every
 * step is a key, and each checks where the focus went.
 */

const EDITED = 'Our Mission, typed by keyboard';
const VISIBLE = { timeout: 2000, interval: 50 };
/** More presses than any page of the editor has stops between two controls. */
const MOST_PRESSES = 80;

let copy: ContentCopy;
afterAll(() => copy.remove());
const running = siteAndBrowserForFile(async () => {
  copy = await copyContent();
  return { contentDir: copy.dir };
});

/** The focused element as a person hears it: its role (or tag) and its accessible name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const labelled = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : undefined) ??
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? element.labels?.[0]?.textContent
        : undefined) ??
      element.textContent;
    return `${role}: ${label.trim()}`;
  });

/** Presses `key` until the focus is on what `wanted` matches; fails if it never gets there. */
async function pressUntil(page: Page, key: string, wanted: RegExp): Promise<void> {
  for (let press = 0; press < MOST_PRESSES; press += 1) {
    if (wanted.test(await focused(page))) return;
    await page.keyboard.press(key);
  }
  throw new Error(
    `${key} never reached ${String(wanted)}; the focus is on "${await focused(page)}"`,
  );
}

const statusText = (page: Page) => page.getByRole('status').first().textContent();

describe('the page editor by keyboard alone', () => {
  let editor: OpenedPage;

  beforeAll(async () => {
    await running.site.addUser('kim', 'publisher');
    editor = await newPage(running.browser, { width: 1280, height: 800 });
  });

  afterAll(async () => {
    await editor.close();
  });

  it('signs in and opens a page', async () => {
    const { page } = editor;
    await page.goto(running.site.url('/editor?page=about'));
    expect(await seriousAxeViolations(page)).toEqual([]);
    // A wrong password first: the form says so, and keeps the name and the page asked for.
    await pressUntil(page, 'Tab', /^input: Name/);
    await page.keyboard.type('kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not the password');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await pressUntil(page, 'Tab', /^input: Password/);
    await page.keyboard.type(E2E_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('tree', { name: 'Outline' }).waitFor();
  });

  it('selects a block in the outline and edits its copy', async () => {
    const { page } = editor;
    await pressUntil(page, 'Tab', /^treeitem: /);
    await pressUntil(page, 'ArrowDown', /^treeitem: Text Block: Our Mission$/);
    await page.keyboard.press('Enter');
    await pressUntil(page, 'Tab', /^textarea: Text$|^input: Text$/);
    await page.keyboard.press('Control+a');
    await page.keyboard.type(EDITED);
    await page
      .frameLocator('iframe[title="Canvas"]')
      .getByRole('heading', { name: EDITED })
      .waitFor();
    await page.getByText('All changes saved').waitFor({ timeout: 10_000 });
  });

  it('moves the block, undoes and redoes the move, and keeps the focus on it', async () => {
    const { page } = editor;
    await pressUntil(page, 'Shift+Tab', /^treeitem: Text Block: Our Mission, typed/);
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => statusText(page)).toBe('Moved down');
    expect(await focused(page)).toMatch(/^treeitem: Text Block: Our Mission, typed/);
    await page.keyboard.press('Control+z');
    await expect.poll(() => statusText(page)).toMatch(/^Undone: Move Text Block down/);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => statusText(page)).toMatch(/^Redone: Move Text Block down/);
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => statusText(page)).toBe('Moved up');
    expect(await focused(page)).toMatch(/^treeitem: Text Block: Our Mission, typed/);
  });

  it('adds a block from the dialog, then deletes it: the focus goes to the next block', async () => {
    const { page } = editor;
    await pressUntil(page, 'Tab', /^button: Add block$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add block' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await pressUntil(page, 'Tab', /^button: Button/);
    await page.keyboard.press('Enter');
    await expect.poll(() => statusText(page)).toBe('Added Button');
    await pressUntil(page, 'Shift+Tab', /^treeitem: Button$/);
    const next = await page.evaluate(() => {
      const items = [...document.querySelectorAll('[role="treeitem"]')];
      const at = items.indexOf(document.activeElement as Element);
      return items[at + 1]?.getAttribute('aria-label') ?? items[at + 1]?.textContent ?? '';
    });
    await page.keyboard.press('Delete');
    await expect.poll(() => statusText(page)).toMatch(/^Deleted Button/);
    expect(await focused(page)).toBe(`treeitem: ${next.trim()}`);
  });

  it('previews, publishes, and restores the version before from History', async () => {
    const { page } = editor;
    await pressUntil(page, 'Tab', /^button: Preview$/);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('button', { name: 'Preview', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await page.keyboard.press('Enter');

    await pressUntil(page, 'Tab', /^button: Publish$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => statusText(page), { timeout: 10_000 }).toBe('Published');
    const about = async () => (await fetch(running.site.url('/about'))).text();
    await expect.poll(async () => (await about()).includes(EDITED), VISIBLE).toBe(true);

    await pressUntil(page, 'Tab', /^button: History$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'History' }).waitFor();
    await pressUntil(page, 'Tab', /^button: Restore version/);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => statusText(page), { timeout: 10_000 })
      .toMatch(/^Restored version \d+$/);
    await expect.poll(() => focused(page)).toBe('button: History');
    await expect.poll(async () => (await about()).includes(EDITED), VISIBLE).toBe(false);
    // The wrong password above is the one failed request the browser logged.
    const refused = /status of 401 \(Unauthorized\)$/;
    expect(editor.errors.filter((error) => !refused.test(error))).toEqual([]);
  });
});
