/**
 * Puck's own editor under the bench: the harness build (`puck/`) served by `puckServer.ts` with
 * the same page as Puck data. Its actions go through Puck's own UI: the fields panel, the Delete
 * key (Puck's hotkey on the selected component), the action bar's Duplicate on the canvas.
 * Selecting a block, untimed, is a click on its outline item (or Puck's API, see `select`).
 */
import type { Browser, Page } from 'playwright-core';
import type { BenchPage } from './benchPage';
import type { EditorUnderTest } from './editorUnderTest';
import { installProbe } from './probe';
import { expandedItems, puckData } from './puckData';
import { buildPuckHarness, startPuckServer } from './puckServer';

const VIEWPORT = { width: 1280, height: 800 };

interface PuckBenchWindow {
  __puckBench?: { select: (id: string) => boolean };
}

/**
 * Selects a block as an author does, by a click on its outline item; where the outline has not
 * drawn the item (or drew it out of reach) (it draws only what is in its view, nested regions too, and scrolling it to a
 * block deep in the page did not draw that block's item), through Puck's API as that click does.
 */
async function select(page: Page, id: string): Promise<void> {
  const item = page.locator(`[data-puck-layer-tree-id="${id}"] > div [class*="clickable"]`).first();
  const clicked = await item.click({ timeout: 2000 }).then(
    () => true,
    () => false,
  );
  if (!clicked) {
    const selected = await page.evaluate(
      (id) => (window as PuckBenchWindow).__puckBench?.select(id) ?? false,
      id,
    );
    if (!selected) throw new Error(`Puck has no block ${id}`);
  }
  // Puck draws its action bar over the selected component once it has rendered the selection.
  await page.waitForTimeout(50);
}

export async function puckEditor(browser: Browser, page: BenchPage): Promise<EditorUnderTest> {
  buildPuckHarness();
  const server = await startPuckServer({
    data: puckData(page.blocks),
    itemExpanded: expandedItems(page.blocks),
  });
  const canvasFrame = async (each: Page) => {
    const frame = await (await each.waitForSelector('iframe#preview-frame')).contentFrame();
    if (!frame) throw new Error("Puck's canvas has no frame");
    return frame;
  };
  return {
    name: 'Puck',
    newContext: async () => {
      const context = await browser.newContext({ viewport: VIEWPORT });
      await installProbe(context);
      return context;
    },
    open: async (each) => {
      await each.goto(server.url, { waitUntil: 'commit' });
    },
    canvas: canvasFrame,
    outlineItem: (id) => `[data-puck-layer-tree-id="${id}"]`,
    canvasBlock: (id) => `[data-puck-component="${id}"]`,
    anyOutlineItem: '[data-puck-layer-tree-id]',
    anyCanvasBlock: '[data-puck-component]',
    outlineItemsAtOpen: () => 1,
    select,
    textField: (each) => each.locator('textarea[name="text"]:visible'),
    remove: async (each, id) => {
      await select(each, id);
      await each.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
      });
      await each.keyboard.press('Delete');
    },
    duplicate: async (each) => {
      const frame = await canvasFrame(each);
      const inPage = each.locator('button[title="Duplicate"]:visible');
      const button =
        (await inPage.count()) > 0 ? inPage : frame.locator('button[title="Duplicate"]');
      await button.first().click();
    },
    copyPaste: null,
    firstKey: {
      press: async (each) => {
        await each.keyboard.press('Control+i');
      },
      where: 'canvas',
      watch: { kind: 'present', selector: '[data-puck-preview-mode="interactive"]' },
    },
    how: {
      remove: "Delete (Puck's hotkey) on the selected block",
      duplicate: "the action bar's Duplicate on the canvas (a click)",
      paste: 'not offered',
      firstKey: "Ctrl+I (Puck's hotkey: the canvas's interactive mode)",
    },
    close: () => server.close(),
  };
}
