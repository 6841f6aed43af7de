import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { copyContent, type ContentCopy } from './support/contentCopy';
import { BANNER_TITLE, FOUR_CARDS, NEW_CARD, publicAbout } from './support/everydayEdits';
import { E2E_PASSWORD, newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';

/**
 * The everyday walk of the editor by keyboard alone: no click, no focus set by the test. Every
 * step is a key, and each checks where the focus went. It ends with the everyday edits of
 * docs/content.md (a fourth history card, a banner section with a picture), made as
 * pageEditorEverydayEdits.test.ts makes them by pointer, and seen by visitors once published.
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

/**
 * The focused element as a person hears it: its role (or tag) and its accessible name. An
 * outline item is named by its own row (not the rows of the blocks in it); `offset` names the
 * outline item that many after the focused one instead.
 */
const focused = (page: Page, offset = 0) =>
  page.evaluate((offset) => {
    const items = [...document.querySelectorAll('[role="treeitem"]')];
    const active = document.activeElement;
    const element = offset === 0 ? active : items[items.indexOf(active as Element) + offset];
    if (!element) return '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    if (role === 'treeitem') {
      const row = [...(element.firstElementChild?.childNodes ?? [])]
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden')))
        .map((node) => node.textContent)
        .join('');
      return `${role}: ${row.trim()}`;
    }
    const labelled = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : undefined) ??
      (element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
        ? element.labels?.[0]?.textContent
        : undefined) ??
      element.textContent;
    return `${role}: ${label.trim()}`;
  }, offset);

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
const canvas = (page: Page) => page.frameLocator('iframe[title="Canvas"]');
const properties = (page: Page) => page.getByRole('region', { name: 'Properties' });

/** Publish, by its button in the toolbar. */
async function publishByKeys(page: Page): Promise<void> {
  await pressUntil(page, 'Tab', /^button: Publish$/);
  await page.keyboard.press('Enter');
  await expect.poll(() => statusText(page), { timeout: 10_000 }).toBe('Published');
}

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
    const next = await focused(page, 1);
    await page.keyboard.press('Delete');
    await expect.poll(() => statusText(page)).toMatch(/^Deleted Button/);
    expect(await focused(page)).toBe(next);
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
  });

  it('adds a fourth history card: a column, widths that add up to 12, a copy of the third card', async () => {
    const { page } = editor;
    await pressUntil(page, 'Tab', /^treeitem: /);
    await page.keyboard.press('Home');
    await pressUntil(page, 'ArrowDown', /^treeitem: Content Card: 2022 - Current/);
    // Up to the cards' columns block, and select it.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const columns = properties(page).getByRole('group', { name: 'Columns' });
    await columns.waitFor();
    await pressUntil(page, 'Tab', /^button: Add column$/);
    await page.keyboard.press('Enter');
    await columns.getByLabel('Column 4 width').waitFor();
    for (const n of [1, 2, 3, 4]) {
      await pressUntil(page, 'Shift+Tab', new RegExp(`^input: Column ${String(n)} width$`));
      await page.keyboard.press('Control+a');
      await page.keyboard.type('3');
    }
    await expect(columns.getByText('Total 12 of 12').count()).resolves.toBe(1);

    await pressUntil(page, 'Shift+Tab', /^treeitem: /);
    await pressUntil(page, 'ArrowDown', /^treeitem: Content Card: 2022 - Current/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+c');
    await expect.poll(() => statusText(page)).toMatch(/^Copied Content Card/);
    await page.keyboard.press('Control+v');
    await expect.poll(() => statusText(page)).toMatch(/^Pasted Content Card/);
    await pressUntil(page, 'Tab', /^button: Move to next region$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => statusText(page)).toBe('Moved to the next region');
    await pressUntil(page, 'Tab', /^input: Title$/);
    await page.keyboard.press('Control+a');
    await page.keyboard.type(NEW_CARD);
    await canvas(page).getByRole('heading', { name: NEW_CARD }).waitFor();

    await publishByKeys(page);
    await expect
      .poll(async () => (await publicAbout(running.site)).cards, VISIBLE)
      .toEqual(FOUR_CARDS);
  });

  it('adds a banner section with a picture from the image library', async () => {
    const { page } = editor;
    await pressUntil(page, 'Tab', /^treeitem: /);
    // The page's last section: up from the outline's last item.
    await page.keyboard.press('End');
    await pressUntil(page, 'ArrowUp', /^treeitem: Section/);
    await page.keyboard.press('Enter');
    for (const block of ['Section', 'Banner']) {
      await pressUntil(page, 'Tab', /^button: Add block$/);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Add block' }).waitFor();
      await pressUntil(page, 'Tab', new RegExp(`^button: ${block}$`));
      await page.keyboard.press('Enter');
      await expect.poll(() => statusText(page)).toBe(`Added ${block}`);
    }
    // Into the new section's column, by the outline's keys.
    await pressUntil(page, 'Tab', /^treeitem: Banner/);
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => statusText(page)).toBe('Moved into the block before');

    await pressUntil(page, 'Tab', /^input: Title$/);
    await page.keyboard.type(BANNER_TITLE);
    await pressUntil(page, 'Tab', /^select: Heading tag/);
    // A closed list's type-ahead chooses the option.
    await page.keyboard.type('h2');
    await expect
      .poll(() => properties(page).getByLabel('Heading tag', { exact: true }).inputValue())
      .toBe('h2');
    await pressUntil(page, 'Tab', /^button: Choose image for Picture$/);
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Choose an image for Picture' });
    const images = picker.getByRole('listbox', { name: 'Images' });
    await images.getByRole('option').first().waitFor();
    expect(await focused(page)).toBe('input: Search images by title');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Down from the search into the list, on its first image; Enter chooses it.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('listbox: Images');
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'hidden' });
    await canvas(page).getByRole('heading', { name: BANNER_TITLE }).waitFor();

    await publishByKeys(page);
    await expect.poll(async () => (await publicAbout(running.site)).banner, VISIBLE).toBe(true);
    // The wrong password above is the one failed request the browser logged.
    const refused = /status of 401 \(Unauthorized\)$/;
    expect(editor.errors.filter((error) => !refused.test(error))).toEqual([]);
  });
});
