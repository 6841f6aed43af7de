import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { copyContent, type ContentCopy } from './support/contentCopy';
import { signInToEditor } from './support/editor';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';

/** The page editor in Chromium, on a copy of the end-to-end content of its own. */

const MISSION = /^Text Block: Our Mission$/;
const NEW_MISSION = 'Our Mission, in every depot';
const MISSION_EDITED = /^Text Block: Our Mission, in every/;
/** A published change reaches visitors within this (through the watcher's settle). */
const VISIBLE = { timeout: 2000, interval: 50 };

let copy: ContentCopy;
afterAll(() => copy.remove());
const running = siteAndBrowserForFile(async () => {
  copy = await copyContent();
  return { contentDir: copy.dir };
});

const canvas = (page: Page) => page.frameLocator('iframe[title="Canvas"]');

async function publicAboutText() {
  const response = await fetch(running.site.url('/about'));
  return response.text();
}

describe('the page editor', () => {
  let editor: OpenedPage;

  beforeAll(async () => {
    await running.site.addUser('pia', 'publisher');
    await running.site.addUser('abe', 'author');
    editor = await newPage(running.browser, { width: 1280, height: 800 });
    await signInToEditor(editor.page, running.site, 'pia');
  });

  afterAll(async () => {
    await editor.close();
  });

  it('lists every page by its title, and opens one', async () => {
    const { page } = editor;
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (const title of ['About', 'Blocks gallery', 'Article']) {
      await expect(page.getByRole('link', { name: title, exact: true }).count()).resolves.toBe(1);
    }
    await page.getByRole('link', { name: 'About', exact: true }).click();
    await page.getByRole('tree', { name: 'Outline' }).waitFor();
    await canvas(page).getByRole('heading', { name: 'Our Mission' }).waitFor();
    expect(new URL(page.url()).search).toBe('?page=about');
  });

  it('moves through the outline by keyboard and selects with Enter', async () => {
    const { page } = editor;
    const first = page.getByRole('treeitem').first();
    await first.focus();
    await page.keyboard.press('End');
    const last = page.getByRole('treeitem').last();
    await expect(last.evaluate((item) => item === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const second = page.getByRole('treeitem').nth(1);
    await expect(second.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(second.getAttribute('aria-level')).resolves.toBe('2');
  });

  it('edits a block by its properties, drawn on the canvas and saved to the draft', async () => {
    const { page } = editor;
    await page.getByRole('treeitem', { name: MISSION }).click();
    const properties = page.getByRole('region', { name: 'Properties' });
    const text = properties.getByLabel('Text', { exact: true });
    await text.fill(NEW_MISSION);
    await canvas(page).getByRole('heading', { name: NEW_MISSION }).waitFor();
    await page.getByText('All changes saved').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // A draft: visitors still see the published page.
    expect(await publicAboutText()).not.toContain(NEW_MISSION);
  });

  it('undoes and redoes, by the buttons and by Ctrl+Z and Ctrl+Shift+Z', async () => {
    const { page } = editor;
    const text = page
      .getByRole('region', { name: 'Properties' })
      .getByLabel('Text', { exact: true });
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(text.inputValue()).resolves.toBe('Our Mission');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(text.inputValue()).resolves.toBe(NEW_MISSION);
    await page.getByRole('tree', { name: 'Outline' }).getByRole('treeitem').first().focus();
    await page.keyboard.press('Control+z');
    await expect(text.inputValue()).resolves.toBe('Our Mission');
    await page.keyboard.press('Control+Shift+z');
    await expect(text.inputValue()).resolves.toBe(NEW_MISSION);
  });

  it('moves a block by keyboard alone, and says so', async () => {
    const { page } = editor;
    const status = page.getByRole('status');
    const mission = page.getByRole('treeitem', { name: /^Text Block: Our Mission, in every/ });
    const sectionNames = () =>
      page.getByRole('treeitem', { name: /^Text Block: Our [Mm]ission/ }).allTextContents();
    // In the outline: Alt+Down moves the focused block, and focus stays with it.
    await mission.focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => status.textContent()).toBe('Moved down');
    expect((await sectionNames())[0]).toMatch(/^Text Block: Our mission is/);
    await expect.poll(() => mission.evaluate((item) => item === document.activeElement)).toBe(true);
    // From the toolbar: the button keeps the focus, so a second Enter moves again.
    await page.getByRole('button', { name: 'Move up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toBe('Moved up');
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toBe('Cannot move further');
    expect((await sectionNames())[0]).toMatch(/^Text Block: Our Mission, in every/);
  });

  it('adds a block from the dialog, then copies and pastes it, by keyboard', async () => {
    const { page } = editor;
    const status = page.getByRole('status');
    await page.getByRole('treeitem', { name: MISSION_EDITED }).click();
    const addBlock = page.getByRole('button', { name: 'Add block' });
    await addBlock.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add block' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain(`after Text Block: ${NEW_MISSION}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Escape closes it, and focus is back where it opened.
    await page.keyboard.press('Escape');
    await expect
      .poll(() => addBlock.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Button', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toBe('Added Button');
    const added = page.getByRole('treeitem', { name: 'Button', exact: true });
    await expect(added.getAttribute('aria-selected')).resolves.toBe('true');
    // Copied and pasted after itself: two buttons.
    await added.focus();
    await page.keyboard.press('Control+c');
    await expect.poll(() => status.textContent()).toBe('Copied Button');
    await page.keyboard.press('Control+v');
    await expect.poll(() => status.textContent()).toBe('Pasted Button');
    await expect(page.getByRole('treeitem', { name: 'Button', exact: true }).count()).resolves.toBe(
      2,
    );
    // Both gone again, for the publish below.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('treeitem', { name: 'Button', exact: true }).count()).resolves.toBe(
      0,
    );
  });

  it('shares a preview link that shows the draft to someone with no account', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'Share preview' }).click();
    const link = page.getByLabel('Preview link');
    await link.waitFor();
    const url = await link.inputValue();
    expect(new URL(url).pathname).toMatch(/^\/editor\/preview\//);
    const reviewer = await newPage(running.browser, { width: 1280, height: 800 });
    try {
      await reviewer.page.goto(url);
      await reviewer.page.getByRole('heading', { name: NEW_MISSION }).waitFor();
    } finally {
      await reviewer.close();
    }
  });

  it('refuses a publish the content check refuses, listing the problems, publishing nothing', async () => {
    const { page } = editor;
    await page.getByRole('treeitem', { name: MISSION_EDITED }).click();
    await page.getByRole('button', { name: 'Add block' }).click();
    await page
      .getByRole('dialog', { name: 'Add block' })
      .getByRole('button', { name: 'Image', exact: true })
      .click();
    await page.getByRole('button', { name: 'Publish' }).click();
    const problems = page.getByRole('region', { name: 'Not published: fix these first' });
    await problems.waitFor({ timeout: 10_000 });
    await expect(problems.textContent()).resolves.toMatch(/views\/about\.json/);
    expect(await publicAboutText()).not.toContain(NEW_MISSION);
    await page.getByRole('button', { name: 'Undo' }).click();
  });

  it('publishes the draft, which visitors then see', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 10_000 })
      .toBe('Published');
    await expect
      .poll(async () => (await publicAboutText()).includes(NEW_MISSION), VISIBLE)
      .toBe(true);
  });

  it('offers an author no Publish', async () => {
    const author = await newPage(running.browser, { width: 1280, height: 800 });
    try {
      await signInToEditor(author.page, running.site, 'abe');
      await author.page.getByRole('link', { name: 'About', exact: true }).click();
      await author.page.getByRole('tree', { name: 'Outline' }).waitFor();
      await expect(author.page.getByRole('button', { name: 'Publish' }).count()).resolves.toBe(0);
      // Two people on one page see each other.
      await author.page.getByText('Also here: pia').waitFor();
      expect(author.errors).toEqual([]);
    } finally {
      await author.close();
    }
  });

  it('restores the version before from History, which visitors then see', async () => {
    const { page } = editor;
    const history = page.getByRole('button', { name: 'History' });
    await history.click();
    const dialog = page.getByRole('dialog', { name: 'History' });
    const versions = dialog.locator('ol > li > p');
    await versions.first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expect(versions.first().textContent()).resolves.toMatch(/^Version \d+ by pia, /);
    await expect(dialog.textContent()).resolves.toContain(NEW_MISSION);
    await dialog
      .getByRole('button', { name: /^Restore version/ })
      .first()
      .click();
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 10_000 })
      .toMatch(/^Restored version \d+$/);
    await expect.poll(() => history.evaluate((b) => b === document.activeElement)).toBe(true);
    await expect
      .poll(async () => (await publicAboutText()).includes(NEW_MISSION), VISIBLE)
      .toBe(false);
    await canvas(page).getByRole('heading', { name: 'Our Mission', exact: true }).waitFor();
  });

  it('shows the page at three widths, the one shown pressed', async () => {
    const { page } = editor;
    for (const width of ['Tablet', 'Mobile', 'Desktop']) {
      await page.getByRole('button', { name: width }).click();
      await expect(
        page.getByRole('button', { name: width }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
    }
    // The refused publish above is the one failed request the browser logged.
    const refused = /status of 422 \(Unprocessable (Content|Entity)\)$/;
    expect(editor.errors.filter((error) => !refused.test(error))).toEqual([]);
  });
});
