/**
 * Keystroke to canvas: keys typed at a steady rate at the end of the target block's text, each
 * timed from its keydown's `timeStamp` (in the editor's document) to the paint of the canvas's
 * frame that first shows the text with it (the canvas's probe), both as `timeOrigin + time`.
 */
import type { BenchPage } from './benchPage';
import type { EditorUnderTest } from './editorUnderTest';
import { openEditor } from './openEditor';
import { arm, readProbe, resetProbe, seenAt } from './probe';
import { parentsOf, tallyRenders, type RenderTally } from './renders';

export interface KeystrokeResult {
  /** Milliseconds per key; a key never shown counts as missed. */
  latencies: number[];
  missed: number;
  renders: RenderTally;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export async function measureKeystrokes(
  editor: EditorUnderTest,
  bench: BenchPage,
  options: { keys: number; perSecond: number },
): Promise<KeystrokeResult> {
  const { context, page, canvas, documents } = await openEditor(editor, bench);
  try {
    const target = bench.target.block;
    await editor.select(page, target.id);
    const field = editor.textField(page);
    await field.focus();
    await page.keyboard.press('Control+End');
    // Watched as the whole text, so a letter the text already holds is not taken as shown.
    const before = await field.inputValue();
    for (const document of documents) await resetProbe(document);
    const shownAt: (number | null)[] = [];
    let typed = '';
    const start = Date.now();
    for (let index = 0; index < options.keys; index += 1) {
      const letter = LETTERS[index % LETTERS.length] ?? 'a';
      typed += letter;
      await arm(canvas, `key ${String(index)}`, {
        kind: 'text',
        selector: editor.canvasBlock(target.id),
        text: `${before}${typed}`,
      });
      const due = start + (index * 1000) / options.perSecond;
      if (due > Date.now()) await page.waitForTimeout(due - Date.now());
      await page.keyboard.press(letter);
      shownAt.push((await seenAt(canvas, `key ${String(index)}`))?.t ?? null);
    }
    const [editorDoc, canvasDoc] = await Promise.all(documents.map(readProbe));
    const keydowns = (editorDoc?.inputs ?? []).filter((input) => input.type === 'keydown');
    const latencies: number[] = [];
    for (const [index, shown] of shownAt.entries()) {
      const down = keydowns[index];
      if (shown !== null && down) latencies.push(shown - down.t);
    }
    const parents = new Set(parentsOf(bench).get(target.id));
    const recordings = [editorDoc, canvasDoc].filter((each) => each !== undefined);
    return {
      latencies,
      missed: options.keys - latencies.length,
      renders: tallyRenders(recordings, new Set([target.id]), parents, options.keys),
    };
  } finally {
    await context.close();
  }
}
