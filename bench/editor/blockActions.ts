/**
 * Delete, duplicate and paste of a block, each timed from its input (the keydown's or the
 * click's `timeStamp`) until both the outline and the canvas have painted it: the later of the
 * two paints, each seen by the probe of its own document. A round duplicates a block near the
 * page's top and deletes the copy, then pastes it and deletes that, so the page stays as it
 * was; each delete counts.
 */
import type { Frame, Page } from 'playwright-core';
import type { BenchBlock, BenchPage } from './benchPage';
import type { EditorUnderTest } from './editorUnderTest';
import { openEditor } from './openEditor';
import { arm, readProbe, resetProbe, seenAt, type ProbeRecording, type Watch } from './probe';
import { parentsOf, tallyRenders, type RenderTally } from './renders';

export type BlockAction = 'delete' | 'duplicate' | 'paste';

export interface ActionResult {
  latencies: Record<BlockAction, number[]>;
  /** Actions whose change never showed in both places within the wait. */
  missed: Record<BlockAction, number>;
  renders: Record<BlockAction, RenderTally>;
}

interface Timed {
  ms: number | null;
  /** The new block's id, for a duplicate or a paste. */
  id: string;
  recordings: ProbeRecording[];
}

/**
 * The first leaf of the page (in its first columns block): a block both outlines draw at open
 * (Puck's draws only the items in its view), so both show the change in the outline as well.
 */
function actedBlock(bench: BenchPage): BenchBlock {
  const block = bench.ordered.find(
    (each) => each.regions === undefined && each.headingTag !== 'h2',
  );
  if (!block) throw new Error('the page has no leaf to act on');
  return block;
}

async function timed(
  page: Page,
  canvas: Frame,
  watches: { outline: Watch; canvas: Watch },
  act: () => Promise<void>,
): Promise<Timed> {
  const documents = [page.mainFrame(), canvas];
  for (const document of documents) await resetProbe(document);
  const label = 'action';
  await arm(page.mainFrame(), label, watches.outline);
  await arm(canvas, label, watches.canvas);
  await act();
  const [outline, drawn] = await Promise.all([
    seenAt(page.mainFrame(), label),
    seenAt(canvas, label),
  ]);
  const recordings = await Promise.all(documents.map(readProbe));
  // The input's document: the editor's, or the canvas's (Puck's action bar is drawn there).
  const inputs = recordings.flatMap((recording) => recording.inputs).sort((a, b) => a.t - b.t);
  const input = inputs.at(-1);
  const ms = outline && drawn && input ? Math.max(outline.t, drawn.t) - input.t : null;
  return { ms, id: drawn?.id || outline?.id || '', recordings };
}

export async function measureBlockActions(
  editor: EditorUnderTest,
  bench: BenchPage,
  rounds: number,
): Promise<ActionResult> {
  const { context, page, canvas } = await openEditor(editor, bench);
  const block = actedBlock(bench);
  const parents = new Set(parentsOf(bench).get(block.id));
  const latencies: ActionResult['latencies'] = { delete: [], duplicate: [], paste: [] };
  const missed: ActionResult['missed'] = { delete: 0, duplicate: 0, paste: 0 };
  const recorded: Record<BlockAction, { recordings: ProbeRecording[]; changed: string[] }> = {
    delete: { recordings: [], changed: [] },
    duplicate: { recordings: [], changed: [] },
    paste: { recordings: [], changed: [] },
  };
  const note = (action: BlockAction, result: Timed, changed: string) => {
    if (result.ms === null) missed[action] += 1;
    else latencies[action].push(result.ms);
    recorded[action].recordings.push(...result.recordings);
    recorded[action].changed.push(changed);
  };
  const added = {
    outline: { kind: 'added', selector: editor.anyOutlineItem },
    canvas: { kind: 'added', selector: editor.anyCanvasBlock },
  } as const;
  const remove = async (id: string) => {
    if (id === '') return;
    const result = await timed(
      page,
      canvas,
      {
        outline: { kind: 'gone', selector: editor.outlineItem(id) },
        canvas: { kind: 'gone', selector: editor.canvasBlock(id) },
      },
      () => editor.remove(page, id),
    );
    note('delete', result, id);
  };
  try {
    if (editor.copyPaste) await editor.copyPaste.copy(page, block.id);
    for (let round = 0; round < rounds; round += 1) {
      await editor.select(page, block.id);
      const duplicated = await timed(page, canvas, added, () => editor.duplicate(page, block.id));
      note('duplicate', duplicated, duplicated.id);
      await remove(duplicated.id);
      const { copyPaste } = editor;
      if (!copyPaste) continue;
      await editor.select(page, block.id);
      const pasted = await timed(page, canvas, added, () => copyPaste.paste(page, block.id));
      note('paste', pasted, pasted.id);
      await remove(pasted.id);
    }
    // A delete moves the selection on to the block after the deleted copy: the acted block's next.
    const selectedAfterDelete = bench.ordered[bench.ordered.indexOf(block) + 1]?.id;
    const tally = (action: BlockAction) =>
      tallyRenders(
        recorded[action].recordings,
        // The acted block too: its selection changes; and where a delete moves it.
        new Set([
          block.id,
          ...recorded[action].changed,
          ...(action === 'delete' && selectedAfterDelete ? [selectedAfterDelete] : []),
        ]),
        parents,
        recorded[action].changed.length,
      );
    return {
      latencies,
      missed,
      renders: { delete: tally('delete'), duplicate: tally('duplicate'), paste: tally('paste') },
    };
  } finally {
    await context.close();
  }
}
