/**
 * The page the editor bench measures: 500 blocks of a stated mix, made from a seed. Sections of
 * columns (each column two to four blocks), and two sections whose one region holds 100 blocks;
 * the leaves are text blocks, banners, buttons, images and content cards. Neutral of any editor:
 * `benchView.ts` writes it as the site's view JSON, `puckData.ts` as Puck's `Data`.
 */
import { seededRandom, type SeededRandom } from './seededRandom';

type LeafKind = 'text' | 'banner' | 'button' | 'image' | 'card';
type BlockKind = 'section' | 'columns' | LeafKind;

/** One region of a section or columns block: its name, width in twelfths and blocks. */
export interface BenchRegion {
  name: string;
  width: number;
  children: BenchBlock[];
}

export interface BenchBlock {
  kind: BlockKind;
  id: string;
  /** Its words: a text's text, a banner's title, a button's label, a card's title, an image's alt. */
  copy: string;
  /** For a text block: `h2` (a section's heading) or `p`. */
  headingTag?: 'h2' | 'p';
  regions?: BenchRegion[];
}

export interface BenchPage {
  seed: number;
  blocks: BenchBlock[];
  /** Every block, depth first (a block before its children), as the outline lists them. */
  ordered: BenchBlock[];
  /** Blocks of each kind. */
  mix: Record<BlockKind, number>;
  /** The text block typed into: the first text block at or after ordinal `TARGET_ORDINAL`. */
  target: { block: BenchBlock; ordinal: number };
  /** Regions holding `LONG_REGION` blocks. */
  longRegions: number;
}

const PAGE_BLOCKS = 500;
const LONG_REGION = 100;
const TARGET_ORDINAL = 250;
/** The seed the bench uses unless told another (`--seed`). */
export const DEFAULT_SEED = 20261207;

/** Leaves in the proportions a marketing page has them: mostly copy, some media and actions. */
const LEAF_WEIGHTS: readonly LeafKind[] = [
  ...Array<LeafKind>(5).fill('text'),
  'banner',
  ...Array<LeafKind>(2).fill('button'),
  'image',
  'card',
];

const WORDS = (
  'inventory depot van stock order shelf count lot serial kit return replenish demand ' +
  'warehouse scan bin route field consignment audit season supply trace reorder customer'
).split(' ');

function words(random: SeededRandom, min: number, max: number): string {
  const picked = Array.from({ length: random.int(min, max) }, () => random.pick(WORDS));
  const first = picked[0] ?? 'stock';
  return [first.charAt(0).toUpperCase() + first.slice(1), ...picked.slice(1)].join(' ');
}

function leaf(random: SeededRandom, kind: LeafKind): BenchBlock {
  const copy = kind === 'text' ? words(random, 6, 14) : words(random, 2, 4);
  return { kind, id: random.uuid(), copy, ...(kind === 'text' ? { headingTag: 'p' } : {}) };
}

const leaves = (random: SeededRandom, count: number) =>
  Array.from({ length: count }, () => leaf(random, random.pick(LEAF_WEIGHTS)));

const heading = (random: SeededRandom): BenchBlock => ({
  kind: 'text',
  id: random.uuid(),
  copy: words(random, 2, 5),
  headingTag: 'h2',
});

/** A section of one full-width region holding `children`. */
const section = (random: SeededRandom, children: BenchBlock[]): BenchBlock => ({
  kind: 'section',
  id: random.uuid(),
  copy: '',
  regions: [{ name: 'col1', width: 12, children }],
});

/** A section with a heading and a columns block of two or three columns. */
function columnsSection(random: SeededRandom): BenchBlock {
  const count = random.int(2, 3);
  const regions = Array.from({ length: count }, (_, index) => ({
    name: `col${String(index + 1)}`,
    width: 12 / count,
    children: leaves(random, random.int(2, 4)),
  }));
  const columns: BenchBlock = { kind: 'columns', id: random.uuid(), copy: '', regions };
  return section(random, [heading(random), columns]);
}

function* depthFirst(blocks: readonly BenchBlock[]): Generator<BenchBlock> {
  for (const block of blocks) {
    yield block;
    for (const region of block.regions ?? []) yield* depthFirst(region.children);
  }
}

const sizeOf = (block: BenchBlock) => [...depthFirst([block])].length;

/** The bench's page for `seed`: the same seed, the same blocks, ids and words. */
export function benchPage(seed = DEFAULT_SEED): BenchPage {
  const random = seededRandom(seed);
  const blocks: BenchBlock[] = [];
  let total = 0;
  const add = (block: BenchBlock) => {
    blocks.push(block);
    total += sizeOf(block);
  };
  // Columns first, then a long region that holds the target, more columns, the second long region.
  while (total < TARGET_ORDINAL - LONG_REGION / 2) add(columnsSection(random));
  add(section(random, leaves(random, LONG_REGION)));
  const last = 1 + LONG_REGION + 1 + 1;
  while (total + 15 + last + 3 <= PAGE_BLOCKS) add(columnsSection(random));
  add(section(random, leaves(random, LONG_REGION)));
  // The rest (at least a heading and one block) in a last section of one column.
  add(section(random, [heading(random), ...leaves(random, PAGE_BLOCKS - total - 2)]));
  const ordered = [...depthFirst(blocks)];
  const mix = { section: 0, columns: 0, text: 0, banner: 0, button: 0, image: 0, card: 0 };
  for (const block of ordered) mix[block.kind] += 1;
  const at = ordered.findIndex(
    (block, index) => index + 1 >= TARGET_ORDINAL && block.kind === 'text',
  );
  const target = ordered[at];
  if (ordered.length !== PAGE_BLOCKS || !target) {
    throw new Error(`the page has ${String(ordered.length)} blocks, not ${String(PAGE_BLOCKS)}`);
  }
  return { seed, blocks, ordered, mix, target: { block: target, ordinal: at + 1 }, longRegions: 2 };
}
