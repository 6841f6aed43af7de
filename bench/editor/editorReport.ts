/**
 * The editor bench's report: one table, this editor beside Puck with the ratio, each row with its
 * target, and the section of docs/performance.md that holds it (written only with --write-docs).
 */
import { table } from '../performanceDoc';
import type { ActionResult, BlockAction } from './blockActions';
import type { BenchPage } from './benchPage';
import type { EditorUnderTest } from './editorUnderTest';
import type { InteractiveResult } from './interactive';
import type { KeystrokeResult } from './keystrokes';
import type { RenderTally } from './renders';
import { median, percentile } from './stats';
import type { WalkResult } from './walk';

export interface EditorResults {
  keystrokes: KeystrokeResult;
  actions: ActionResult;
  walk: WalkResult;
  interactive: InteractiveResult;
}

export interface ReportInput {
  bench: BenchPage;
  counts: { keys: number; perSecond: number; rounds: number; runs: number };
  editors: readonly [EditorUnderTest, EditorResults][];
  machine: string;
}

/** A figure, or why there is none: the editor offers no such action, or none of them showed. */
type Cell = number | 'not offered' | 'none shown';

interface Row {
  metric: string;
  values: Cell[];
  format: (value: number) => string;
  target: string;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
const offered = (results: EditorResults, action: BlockAction) =>
  results.actions.latencies[action].length + results.actions.missed[action] > 0;

function latencyRows(
  name: string,
  target: string,
  samples: readonly (readonly number[] | null)[],
): Row[] {
  const of = (p: number): Cell[] =>
    samples.map((each) =>
      each === null ? 'not offered' : each.length === 0 ? 'none shown' : percentile(each, p),
    );
  return [
    { metric: `${name}, p50`, values: of(50), format: ms, target: '' },
    { metric: `${name}, p95`, values: of(95), format: ms, target },
  ];
}

function renderRows(name: string, tallies: readonly (RenderTally | null)[]): Row[] {
  const pick = (read: (tally: RenderTally) => number): Cell[] =>
    tallies.map((tally) =>
      tally === null ? 'not offered' : tally.events === 0 ? 'none shown' : read(tally),
    );
  return [
    { metric: `${name}: React commits`, values: pick((t) => t.commits), format: count, target: '' },
    {
      metric: `${name}: renders of the changed block`,
      values: pick((t) => t.changed),
      format: count,
      target: '',
    },
    {
      metric: `${name}: renders of its parents`,
      values: pick((t) => t.parents),
      format: count,
      target: '',
    },
    {
      metric: `${name}: renders of other blocks`,
      values: pick((t) => t.others),
      format: count,
      target: '0',
    },
    {
      metric: `${name}: other blocks rendered, all ${name.toLowerCase()}s`,
      values: pick((t) => t.otherBlocks),
      format: count,
      target: '0',
    },
  ];
}

function rows(input: ReportInput): Row[] {
  const results = input.editors.map(([, each]) => each);
  const action = (name: BlockAction) =>
    results.map((each) => (offered(each, name) ? each.actions.latencies[name] : null));
  const longFrames = (read: (walk: WalkResult) => WalkResult['editor']) =>
    results.map((each): Cell => read(each.walk)?.length ?? 'not offered');
  const longest = results.map((each) => {
    const frames = [...(each.walk.editor ?? []), ...(each.walk.canvas ?? [])];
    return frames.length > 0 ? Math.max(...frames.map((frame) => frame.duration)) : 0;
  });
  return [
    ...latencyRows(
      'Keystroke to canvas',
      '≤ 50 ms',
      results.map((each) => each.keystrokes.latencies),
    ),
    {
      metric: 'Keystrokes never shown',
      values: results.map((each) => each.keystrokes.missed),
      format: count,
      target: '0',
    },
    ...latencyRows('Delete, to outline and canvas', '≤ 100 ms', action('delete')),
    ...latencyRows('Duplicate, to outline and canvas', '≤ 100 ms', action('duplicate')),
    ...latencyRows('Paste, to outline and canvas', '≤ 100 ms', action('paste')),
    {
      metric: 'Long animation frames in the walk, editor',
      values: longFrames((walk) => walk.editor),
      format: count,
      target: '0',
    },
    {
      metric: 'Long animation frames in the walk, canvas',
      values: longFrames((walk) => walk.canvas),
      format: count,
      target: '0',
    },
    { metric: 'Longest of them', values: longest, format: ms, target: '≤ 50 ms' },
    {
      metric: `Interactive, cold cache, median of ${String(input.counts.runs)}`,
      values: results.map((each): Cell =>
        each.interactive.runs.length > 0 ? median(each.interactive.runs) : 'none shown',
      ),
      format: ms,
      target: '≤ 2000 ms',
    },
    ...renderRows(
      'Keystroke',
      results.map((each) => each.keystrokes.renders),
    ),
    ...renderRows(
      'Delete',
      results.map((each) => each.actions.renders.delete),
    ),
    ...renderRows(
      'Duplicate',
      results.map((each) => each.actions.renders.duplicate),
    ),
    ...renderRows(
      'Paste',
      results.map((each) => (offered(each, 'paste') ? each.actions.renders.paste : null)),
    ),
  ];
}

/** The table: metric, each editor, the ratio of the first to the second, the target. */
export function reportTable(input: ReportInput): string {
  const names = input.editors.map(([editor]) => editor.name);
  const body = rows(input).map((row) => {
    const [ours, peer] = row.values;
    const ratio =
      typeof ours === 'number' && typeof peer === 'number' && peer > 0
        ? `${(ours / peer).toFixed(2)}×`
        : '';
    const cells = row.values.map((value) =>
      typeof value === 'number' ? row.format(value) : value,
    );
    return [row.metric, ...cells, ratio, row.target];
  });
  return table(['metric', ...names, 'ratio', 'target'], body);
}

export function reportFacts(input: ReportInput): string {
  const { bench, counts } = input;
  const mix = Object.entries(bench.mix)
    .map(([kind, n]) => `${String(n)} ${kind}`)
    .join(', ');
  return [
    `${input.machine}.`,
    `Page: seed ${String(bench.seed)}, ${String(bench.ordered.length)} blocks (${mix}); ${String(bench.longRegions)} regions of 100 blocks; ` +
      `typed into block ${String(bench.target.ordinal)} (a text block).`,
    `Runs: ${String(counts.keys)} keys at ${String(counts.perSecond)} a second; ${String(counts.rounds)} rounds of duplicate, delete, paste, delete; ` +
      `interactive ${String(counts.runs)} runs, each in a fresh browser context.`,
  ].join('\n');
}

/** What the figures are, as the section explains them under its table. */
const NOTES = [
  "Keystroke: t0 the keydown's `timeStamp` in the editor, t1 the canvas frame's paint that first shows the character (the first task after that frame's requestAnimationFrame), both as `performance.timeOrigin + time`, so the two documents' clocks agree.",
  "Delete, duplicate, paste: from the input's `timeStamp` (the keydown or the click) until both the outline and the canvas have painted the change, on the page's first leaf block (both outlines draw it at open). A round duplicates it and deletes the copy, then pastes it and deletes that, so the page stays as it was.",
  "Long animation frames: the Long Animation Frames API (buffered) in the editor's document and the canvas's, counting the frames that began after the load, during a scripted walk: select 8 blocks across the page, type 7 keys into block 250, duplicate and delete it, scroll the canvas to its end and back. Puck's canvas is drawn by the editor document's scripts into a frame it writes anew, so its long frames are in the editor's row.",
  "Interactive: from navigation (the editor document's `timeOrigin`) until the outline has drawn its items (ours: all 500; Puck draws only those in its view) and the canvas all 500 blocks, and a first keystroke is handled (the paint that shows its effect); each run in a fresh browser context, so the cache is cold. The harness presses the key once it sees both drawn, so its own polling (a frame or two) is in the figure.",
  "Renders: a stand-in for React's DevTools hook (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, installed before the page's scripts) walks each commit's tree, skipping subtrees React reused whole, and counts the components that rendered by the block they draw into (an outline item or a canvas block); a component that reaches its block's element through a list item (a keyed child: a region's list of blocks, a tree's rows) draws the list, and counts for the block around it. A delete's changed blocks are the deleted one and the one the selection moves to. Puck's canvas is rendered by the editor's React through a portal, so its counts are all the editor document's.",
];

/** How each editor performed each action, for the reader to judge the comparison. */
function howNote(input: ReportInput): string {
  const [ours, peer] = input.editors.map(([editor]) => editor);
  const of = (editor: EditorUnderTest | undefined) =>
    editor
      ? `${editor.name}: delete by ${editor.how.remove}; duplicate by ${editor.how.duplicate}; ` +
        `paste: ${editor.how.paste}; first keystroke: ${editor.how.firstKey}`
      : '';
  return `How each editor performs each action: ${of(ours)}. ${of(peer)}. A block is selected, untimed, by its outline item, or in Puck by its API where its outline has not drawn the item.`;
}

/** The section of docs/performance.md, from its `## ` heading. */
export function reportSection(input: ReportInput): string {
  return [
    '## Editor at size, beside Puck',
    '',
    'Measured by `npm run bench:editor` (`bench/editor.bench.ts`), which rewrites this section when run with `-- --write-docs`: production builds (ours by `npm run build`, Puck 0.23 by `bench/editor/puck/vite.config.ts` into `dist/bench-puck`), Chromium headless through Playwright, no throttling, each editor on the same page of 500 blocks made by a seeded generator (`bench/editor/benchPage.ts`: sections of columns, and two sections whose one region holds 100 blocks; text blocks, banners, buttons, images and content cards). Ours serves it from a throw-away copy of the end-to-end fixture content, checked as the server checks a folder; Puck gets the same blocks, ids and words as its `Data`, each block a component with the equivalent fields and each region a slot.',
    '',
    reportFacts(input),
    '',
    reportTable(input),
    '',
    ...NOTES.map((note) => `- ${note}`),
    `- ${howNote(input)}`,
    "- Ratio: this editor's figure over Puck's (below 1, this editor is faster or renders less).",
    '',
  ].join('\n');
}
