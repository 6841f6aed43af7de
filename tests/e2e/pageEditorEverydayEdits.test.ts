import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { copyContent, type ContentCopy } from './support/contentCopy';
import { signInToEditor } from './support/editor';
import { BANNER_TITLE, FOUR_CARDS, NEW_CARD, publicAbout } from './support/everydayEdits';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';

/**
 * The everyday edits of docs/content.md made in the editor instead of the JSON: a fourth history
 * card (a column added, the widths made to add up, a card copied into it) and a banner section
 * with a picture; each published and seen by visitors.
 */

const VISIBLE = { timeout: 2000, interval: 50 };

let copy: ContentCopy;
afterAll(() => copy.remove());
const running = siteAndBrowserForFile(async () => {
  copy = await copyContent();
  return { contentDir: copy.dir };
});

const canvas = (page: Page) => page.frameLocator('iframe[title="Canvas"]');
const properties = (page: Page) => page.getByRole('region', { name: 'Properties' });
const statusText = (page: Page) => page.getByRole('status').first().textContent();

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect.poll(() => statusText(page), { timeout: 10_000 }).toBe('Published');
}

describe('the everyday edits, in the editor', () => {
  let editor: OpenedPage;

  beforeAll(async () => {
    await running.site.addUser('pia', 'publisher');
    editor = await newPage(running.browser, { width: 1440, height: 1000 });
    await signInToEditor(editor.page, running.site, 'pia', 'about');
  });

  afterAll(async () => {
    await editor.close();
  });

  it('adds a fourth history card: a column, widths that add up to 12, a copy of the third card', async () => {
    const { page } = editor;
    const third = page.getByRole('treeitem', { name: /^Content Card: 2022 - Current/ });
    await third.click();
    // Up to the cards' columns block, by the tree's keys.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const columns = properties(page).getByRole('group', { name: 'Columns' });
    await columns.getByRole('button', { name: 'Add column' }).click();
    for (const n of [1, 2, 3, 4]) {
      await columns.getByLabel(`Column ${String(n)} width`).fill('3');
    }
    await expect(columns.getByText('Total 12 of 12').count()).resolves.toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await third.click();
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect.poll(() => statusText(page)).toMatch(/^Pasted Content Card/);
    await page.getByRole('button', { name: 'Move to next region' }).click();
    await expect.poll(() => statusText(page)).toBe('Moved to the next region');
    await properties(page).getByLabel('Title', { exact: true }).fill(NEW_CARD);
    await canvas(page).getByRole('heading', { name: NEW_CARD }).waitFor();

    await publish(page);
    await expect
      .poll(async () => (await publicAbout(running.site)).cards, VISIBLE)
      .toEqual(FOUR_CARDS);
  });

  it('adds a banner section with a picture from the image library', async () => {
    const { page } = editor;
    await page
      .getByRole('treeitem', { name: /^Section/ })
      .last()
      .click();
    const addBlock = page.getByRole('button', { name: 'Add block' });
    await addBlock.click();
    await page
      .getByRole('dialog', { name: 'Add block' })
      .getByRole('button', { name: 'Section', exact: true })
      .click();
    await expect.poll(() => statusText(page)).toBe('Added Section');
    await addBlock.click();
    await page
      .getByRole('dialog', { name: 'Add block' })
      .getByRole('button', { name: 'Banner', exact: true })
      .click();
    await expect.poll(() => statusText(page)).toBe('Added Banner');
    // Into the new section's column.
    await page.getByRole('button', { name: 'Move into previous' }).click();
    await expect.poll(() => statusText(page)).toBe('Moved into the block before');

    await properties(page).getByLabel('Title', { exact: true }).fill(BANNER_TITLE);
    await properties(page).getByLabel('Heading tag', { exact: true }).selectOption('h2');
    await properties(page).getByRole('button', { name: 'Choose image for Picture' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image for Picture' });
    const images = picker.getByRole('listbox', { name: 'Images' });
    await images.getByRole('option').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await images.getByRole('option').first().click();
    await picker.waitFor({ state: 'hidden' });
    await canvas(page).getByRole('heading', { name: BANNER_TITLE }).waitFor();

    await publish(page);
    await expect.poll(async () => (await publicAbout(running.site)).banner, VISIBLE).toBe(true);
    expect(editor.errors).toEqual([]);
  });
});
