/**
 * What React rendered for a series of changes, from the probe's commit walk: the components
 * whose first element draws a block (a canvas block, an outline item), tallied for the changed
 * blocks, their parents (whose props hold them), and every other block.
 */
import type { BenchPage } from './benchPage';
import type { ProbeRecording } from './probe';

export interface RenderTally {
  /** Changes the tally is over. */
  events: number;
  /** React commits per change, every document's. */
  commits: number;
  /** Renders of the changed blocks' components per change (outline and canvas). */
  changed: number;
  /** Renders of their parents' components (section, columns) per change. */
  parents: number;
  /** Renders of any other block's components per change, and how many blocks that was. */
  others: number;
  otherBlocks: number;
}

/** Each block's parents (nearest first), by id. */
export function parentsOf(bench: BenchPage): Map<string, string[]> {
  const parents = new Map<string, string[]>();
  const visit = (blocks: BenchPage['blocks'], above: string[]) => {
    for (const block of blocks) {
      parents.set(block.id, above);
      for (const region of block.regions ?? []) visit(region.children, [block.id, ...above]);
    }
  };
  visit(bench.blocks, []);
  return parents;
}

export function tallyRenders(
  recordings: readonly ProbeRecording[],
  changed: ReadonlySet<string>,
  parents: ReadonlySet<string>,
  events: number,
): RenderTally {
  let commits = 0;
  let onChanged = 0;
  let onParents = 0;
  let onOthers = 0;
  const otherBlocks = new Set<string>();
  for (const recording of recordings) {
    commits += recording.commits;
    for (const area of [recording.rendered.outline, recording.rendered.canvas]) {
      for (const [id, count] of Object.entries(area)) {
        if (changed.has(id)) onChanged += count;
        else if (parents.has(id)) onParents += count;
        else {
          onOthers += count;
          otherBlocks.add(id);
        }
      }
    }
  }
  const per = (value: number) => (events > 0 ? value / events : Number.NaN);
  return {
    events,
    commits: per(commits),
    changed: per(onChanged),
    parents: per(onParents),
    others: per(onOthers),
    otherBlocks: otherBlocks.size,
  };
}
