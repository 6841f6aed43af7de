import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyContent, type ContentCopy } from './support/contentCopy';
import { signInToEditor } from './support/editor';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';

/** Moving blocks by dragging them in the outline, with Chromium's native drag and drop. */

let copy: ContentCopy;
afterAll(() => copy.remove());
const running = siteAndBrowserForFile(async () => {
  copy = await copyContent();
  return { contentDir: copy.dir };
});

const WHO = /^Text Block: Who we are$/;
const WHAT = /^Text Block: What is FieldLedger\?$/;
const MISSION = /^Text Block: Our Mission$/;

/** Every change saved: the live region says nothing more of the test before. */
const saved = (page: Page) => page.getByText('All changes saved').waitFor({ timeout: 10_000 });
const canvas = (page: Page) => page.frameLocator('iframe[title="Canvas"]');
/** The row of a tree item: what is dragged, and what a drop lands on. */
const rowOf = (item: Locator) => item.locator('> .outline-row');
const itemNamed = (page: Page, name: RegExp) => page.getByRole('treeitem', { name });

async function outlineNames(page: Page): Promise<string[]> {
  return page.locator('[role="treeitem"] > .outline-row').allTextContents();
}

/** The first place of each heading on the canvas, in the canvas's order. */
async function canvasHeadings(page: Page): Promise<string[]> {
  return canvas(page).getByRole('heading').allTextContents();
}

function before(names: string[], first: string, second: string) {
  return names.indexOf(first) < names.indexOf(second);
}

type Box = { x: number; y: number; width: number; height: number };
/** The middle of a row: a drop into it. */
const middle = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Presses on the row and drags to a point of the other, where the drag shows its drop. */
async function dragOver(
  page: Page,
  from: Locator,
  to: Locator,
  at: (box: Box) => { x: number; y: number },
) {
  const source = await from.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('a row is not on screen');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  const point = at(target);
  await page.mouse.move(point.x, point.y, { steps: 8 });
  // A second move: the drag's last over-event comes with the pointer where it stopped.
  await page.mouse.move(point.x + 1, point.y);
}

describe('drag and drop in the outline', () => {
  let editor: OpenedPage;

  beforeAll(async () => {
    await running.site.addUser('pia', 'author');
    editor = await newPage(running.browser, { width: 1280, height: 1400 });
    const { page } = editor;
    await signInToEditor(page, running.site, 'pia', 'about');
    await canvas(page).getByRole('heading', { name: 'Who we are' }).waitFor();
  });

  afterAll(async () => {
    await editor.close();
  });

  afterEach(async () => {
    await saved(editor.page);
  });

  it('moves a block before another, in outline and canvas, as one step Undo puts back', async () => {
    const { page } = editor;
    const status = page.getByRole('status');
    expect(
      before(
        await outlineNames(page),
        'Text Block: Who we are',
        'Text Block: What is FieldLedger?',
      ),
    ).toBe(true);
    await rowOf(itemNamed(page, WHAT)).dragTo(rowOf(itemNamed(page, WHO)), {
      targetPosition: { x: 40, y: 2 },
    });
    await expect.poll(() => status.textContent()).toBe('Moved before Text Block: Who we are');
    const names = await outlineNames(page);
    expect(names.indexOf('Text Block: What is FieldLedger?')).toBe(
      names.indexOf('Text Block: Who we are') - 1,
    );
    // In the region of the block it went before.
    await expect(itemNamed(page, WHAT).getAttribute('aria-level')).resolves.toBe('2');
    await expect(itemNamed(page, WHAT).getAttribute('aria-selected')).resolves.toBe('true');
    await expect
      .poll(async () => before(await canvasHeadings(page), 'What is FieldLedger?', 'Who we are'))
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Undo' }).getAttribute('title')).resolves.toBe(
      'Move Text Block before Text Block',
    );

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(async () =>
        before(
          await outlineNames(page),
          'Text Block: Who we are',
          'Text Block: What is FieldLedger?',
        ),
      )
      .toBe(true);
    await expect
      .poll(async () => before(await canvasHeadings(page), 'Who we are', 'What is FieldLedger?'))
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Undo' }).isDisabled()).resolves.toBe(true);
  });

  it('moves a block into another, outlined while over it, to the end of its first region', async () => {
    const { page } = editor;
    const section = itemNamed(page, WHO).locator('xpath=ancestor::li[@role="treeitem"][1]');
    const leadership = page
      .getByRole('treeitem', { name: /^Text Block: Meet our Leadership$/ })
      .locator('xpath=ancestor::li[@role="treeitem"][1]');
    await dragOver(page, rowOf(itemNamed(page, MISSION)), rowOf(leadership), middle);
    await expect.poll(() => rowOf(leadership).getAttribute('data-drop')).toBe('into');
    await expect(rowOf(leadership).getAttribute('data-drop-refused')).resolves.toBeNull();
    await page.mouse.up();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Moved into Section/);
    // The section's col1 ends with its columns block's rows; the moved block comes after them.
    const names = await outlineNames(page);
    expect(names.indexOf('Text Block: Our Mission')).toBeGreaterThan(
      names.indexOf('Text Block: Meet our Leadership'),
    );
    expect(await section.locator('[role="treeitem"]').allTextContents()).not.toContain(
      'Text Block: Our Mission',
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(async () =>
        before(
          await outlineNames(page),
          'Text Block: Our Mission',
          'Text Block: What is FieldLedger?',
        ),
      )
      .toBe(true);
  });

  it("moves a block to the end of a column dropped on the column's caption", async () => {
    const { page } = editor;
    const section = itemNamed(page, WHO).locator('xpath=ancestor::li[@role="treeitem"][1]');
    const column = section.getByRole('group', { name: 'Column 2' });
    const caption = column.locator('> .outline-region');
    await expect(caption.textContent()).resolves.toBe('Column 2');
    await dragOver(page, rowOf(itemNamed(page, WHAT)), caption, middle);
    await expect.poll(() => caption.getAttribute('data-drop')).toBe('into');
    await page.mouse.up();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Moved into Column 2 of Section');
    const rows = await column.locator('[role="treeitem"] > .outline-row').allTextContents();
    expect(rows.at(-1)).toBe('Text Block: What is FieldLedger?');
    await expect(itemNamed(page, WHAT).getAttribute('aria-level')).resolves.toBe('2');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => column.locator('[role="treeitem"] > .outline-row').allTextContents())
      .not.toContain('Text Block: What is FieldLedger?');
  });

  it('takes the last block of a region out, dropped left of its own row', async () => {
    const { page } = editor;
    const last = itemNamed(page, /^Text Block: We measure ourselves/);
    await expect(last.getAttribute('aria-level')).resolves.toBe('2');
    // Left of its text (the indent of level 1), on its lower half: out, after its section.
    await dragOver(page, rowOf(last), rowOf(last), (box) => ({
      x: box.x + 4,
      y: box.y + box.height * 0.75,
    }));
    await expect.poll(() => rowOf(last).getAttribute('data-drop')).toBe('after');
    await page.mouse.up();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Moved after Section/);
    await expect(last.getAttribute('aria-level')).resolves.toBe('1');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => last.getAttribute('aria-level')).toBe('2');
  });

  it('shows a drop where the block may not go as not allowed, and does nothing there', async () => {
    const { page } = editor;
    const order = await outlineNames(page);
    // A text block has no region to go into.
    const target = rowOf(itemNamed(page, WHAT));
    await dragOver(page, rowOf(itemNamed(page, MISSION)), target, middle);
    await expect.poll(() => target.getAttribute('data-drop')).toBe('into');
    await expect(target.getAttribute('data-drop-refused')).resolves.toBe('true');
    await page.mouse.up();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Cannot move there');
    expect(await outlineNames(page)).toEqual(order);
    await expect(page.getByRole('button', { name: 'Undo' }).isDisabled()).resolves.toBe(true);
    expect(editor.errors).toEqual([]);
  });
});
