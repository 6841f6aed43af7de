/**
 * One editor opened on the bench's page in a fresh context, once its outline and canvas are
 * drawn: what every measure but the interactive one starts from.
 */
import type { BrowserContext, Frame, Page } from 'playwright-core';
import type { BenchPage } from './benchPage';
import type { EditorUnderTest } from './editorUnderTest';

export interface OpenedEditor {
  context: BrowserContext;
  page: Page;
  canvas: Frame;
  /** The editor's document and the canvas's, the documents the probe records in. */
  documents: readonly Frame[];
}

/** Resolves once the outline draws the blocks it draws at open, and the canvas every block. */
export async function waitForDrawn(
  editor: EditorUnderTest,
  page: Page,
  bench: BenchPage,
): Promise<Frame> {
  const canvas = await editor.canvas(page);
  const total = bench.ordered.length;
  const items = editor.outlineItemsAtOpen(total);
  await page.waitForFunction(
    ([selector, count]) => document.querySelectorAll(selector).length >= count,
    [editor.anyOutlineItem, items] as const,
    { timeout: 60_000, polling: 'raf' },
  );
  await canvas.waitForFunction(
    ([selector, count]) => document.querySelectorAll(selector).length >= count,
    [editor.anyCanvasBlock, total] as const,
    { timeout: 60_000, polling: 'raf' },
  );
  return canvas;
}

export async function openEditor(editor: EditorUnderTest, bench: BenchPage): Promise<OpenedEditor> {
  const context = await editor.newContext();
  const page = await context.newPage();
  await editor.open(page);
  const canvas = await waitForDrawn(editor, page, bench);
  // Images and fonts settle, and the first long frames of the load are over.
  await page.waitForTimeout(500);
  return { context, page, canvas, documents: [page.mainFrame(), canvas] };
}
