import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyContent, type ContentCopy } from './support/contentCopy';
import { signInToEditor } from './support/editor';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';

/** The undo history kept across a reload, dropped when the draft changed and at sign-out. */

let copy: ContentCopy;
afterAll(() => copy.remove());
const running = siteAndBrowserForFile(async () => {
  copy = await copyContent();
  return { contentDir: copy.dir };
});

const canvas = (page: Page) => page.frameLocator('iframe[title="Canvas"]');
const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo' });
const saved = (page: Page) => page.getByText('All changes saved').waitFor({ timeout: 10_000 });

/** Signs `name` in, on the About page the sign-in opens, once its canvas shows it. */
async function openAbout(page: Page, name: string) {
  await signInToEditor(page, running.site, name, 'about');
  await canvas(page).getByRole('heading').first().waitFor();
}

async function edit(page: Page, block: RegExp, text: string) {
  await page.getByRole('treeitem', { name: block }).click();
  await page
    .getByRole('region', { name: 'Properties' })
    .getByLabel('Text', { exact: true })
    .fill(text);
}

async function reloadEditor(page: Page) {
  await page.reload();
  await page.getByRole('tree', { name: 'Outline' }).waitFor();
}

const keptHistories = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('editor.history')),
  );

describe('the undo history across reloads', () => {
  let pia: OpenedPage;
  let ben: OpenedPage;

  beforeAll(async () => {
    await running.site.addUser('pia', 'author');
    await running.site.addUser('ben', 'author');
    pia = await newPage(running.browser, { width: 1280, height: 800 });
    ben = await newPage(running.browser, { width: 1280, height: 800 });
    await openAbout(pia.page, 'pia');
  });

  afterAll(async () => {
    await Promise.all([pia.close(), ben.close()]);
  });

  it("survives a reload of the author's own draft: Undo gives back the text before", async () => {
    const { page } = pia;
    await edit(page, /^Text Block: Our Mission$/, 'Our Mission, kept over a reload');
    await canvas(page).getByRole('heading', { name: 'Our Mission, kept over a reload' }).waitFor();
    await saved(page);
    await reloadEditor(page);
    await canvas(page).getByRole('heading', { name: 'Our Mission, kept over a reload' }).waitFor();
    await expect(undoButton(page).isEnabled()).resolves.toBe(true);
    await expect(undoButton(page).getAttribute('title')).resolves.toBe('Change text of Text Block');
    await undoButton(page).click();
    await canvas(page).getByRole('heading', { name: 'Our Mission', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Redo' }).isEnabled()).resolves.toBe(true);
    await saved(page);
  });

  it('is dropped, and said so, when someone else saved the draft since', async () => {
    await edit(pia.page, /^Text Block: Our Mission$/, 'Our Mission, says Pia');
    await saved(pia.page);
    await openAbout(ben.page, 'ben');
    await edit(ben.page, /^Text Block: Who we are$/, 'Who we are, says Ben');
    await saved(ben.page);

    await reloadEditor(pia.page);
    await expect
      .poll(() => pia.page.getByRole('status').textContent(), { timeout: 10_000 })
      .toMatch(/^Your undo history for this page was dropped: its draft changed/);
    await pia.page.getByText('Your undo history for this page was dropped').first().waitFor();
    await expect(undoButton(pia.page).isDisabled()).resolves.toBe(true);
    await canvas(pia.page).getByRole('heading', { name: 'Who we are, says Ben' }).waitFor();
    expect(await keptHistories(pia.page)).toEqual([]);
  });

  it('is cleared at sign-out: signed in again, there is nothing to undo', async () => {
    const { page } = pia;
    await edit(page, /^Text Block: Our Mission, says Pia$/, 'Our Mission, before signing out');
    await saved(page);
    expect(await keptHistories(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Name').waitFor();
    expect(await keptHistories(page)).toEqual([]);
    await openAbout(page, 'pia');
    await expect(undoButton(page).isDisabled()).resolves.toBe(true);
    expect(await keptHistories(page)).toEqual([]);
    expect(pia.errors).toEqual([]);
  });
});
