/**
 * Interactive: from navigation (the editor document's `timeOrigin`) until the outline and the
 * canvas are drawn and a first keystroke is handled (the paint that shows its effect, seen by the
 * probe). Each run in a fresh browser context, so the cache is cold; the harness presses the key
 * as soon as it sees both drawn, so its own polling (a frame or two) is inside the figure.
 */
import type { BenchPage } from './benchPage';
import type { EditorUnderTest } from './editorUnderTest';
import { waitForDrawn } from './openEditor';
import { arm, seenAt } from './probe';

export interface InteractiveResult {
  /** Milliseconds, one per run; a run whose key never showed is left out. */
  runs: number[];
  missed: number;
}

export async function measureInteractive(
  editor: EditorUnderTest,
  bench: BenchPage,
  runs: number,
): Promise<InteractiveResult> {
  const times: number[] = [];
  let missed = 0;
  for (let run = 0; run < runs; run += 1) {
    const context = await editor.newContext();
    try {
      const page = await context.newPage();
      await editor.open(page);
      const canvas = await waitForDrawn(editor, page, bench);
      const where = editor.firstKey.where === 'editor' ? page.mainFrame() : canvas;
      await arm(where, 'first key', editor.firstKey.watch);
      await editor.firstKey.press(page);
      const seen = await seenAt(where, 'first key');
      const origin = await page.evaluate(() => performance.timeOrigin);
      if (seen) times.push(seen.t - origin);
      else missed += 1;
    } finally {
      await context.close();
    }
  }
  return { runs: times, missed };
}
