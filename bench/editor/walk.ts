/**
 * Long animation frames during a scripted walk, the load excluded: once the page is drawn, the
 * walk selects blocks across the page, types into the target's text, duplicates and deletes a
 * block, and scrolls the canvas end to end; then every long animation frame (Long Animation
 * Frames API, buffered) that started after the walk began is read from the editor's document
 * and the canvas's.
 */
import type { BenchPage } from './benchPage';
import type { EditorUnderTest } from './editorUnderTest';
import { openEditor } from './openEditor';
import { arm, readProbe, seenAt, type LongFrame } from './probe';

export interface WalkResult {
  /** Frames over 50 ms in each document; `null` where the browser has no LoAF. */
  editor: LongFrame[] | null;
  canvas: LongFrame[] | null;
  /** The walk's steps, for the report. */
  steps: number;
}

const LONG_MS = 50;

export async function measureWalk(editor: EditorUnderTest, bench: BenchPage): Promise<WalkResult> {
  const { context, page, canvas } = await openEditor(editor, bench);
  try {
    const startedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    const stride = Math.floor(bench.ordered.length / 8);
    const visited = bench.ordered.filter((_, index) => index % stride === stride - 1);
    let steps = 0;
    for (const block of visited) {
      await editor.select(page, block.id);
      await page.waitForTimeout(100);
      steps += 1;
    }
    const target = bench.target.block;
    await editor.select(page, target.id);
    await editor.textField(page).focus();
    await page.keyboard.press('Control+End');
    for (const letter of 'walking') {
      await page.keyboard.press(letter);
      await page.waitForTimeout(100);
      steps += 1;
    }
    await editor.select(page, target.id);
    await arm(canvas, 'walk duplicate', { kind: 'added', selector: editor.anyCanvasBlock });
    await editor.duplicate(page, target.id);
    const copy = await seenAt(canvas, 'walk duplicate');
    if (copy) await editor.remove(page, copy.id);
    steps += 2;
    await canvas.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    });
    await page.waitForTimeout(300);
    await canvas.evaluate(() => {
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await page.waitForTimeout(500);
    steps += 2;
    const [editorDoc, canvasDoc] = await Promise.all([
      readProbe(page.mainFrame()),
      readProbe(canvas),
    ]);
    const long = (frames: LongFrame[] | null) =>
      frames?.filter((frame) => frame.start >= startedAt && frame.duration > LONG_MS) ?? null;
    return { editor: long(editorDoc.frames), canvas: long(canvasDoc.frames), steps };
  } finally {
    await context.close();
  }
}
