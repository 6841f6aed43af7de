/**
 * The bench's page as the site's view JSON (`views/bench.json`), written into a throw-away copy of
 * the end-to-end tests' fixture content and checked there as the server checks a folder before it serves
 * it (`checkContent`: the view schema, block types, unique ids, props and references).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkView, type View, type ViewNode } from '../../shared/viewSchema';
import { BLOCK_TYPE_NAMES } from '../../shared/blocks/catalog';
import { checkContent } from '../../content-model/cli/checkContent';
import type { BenchBlock, BenchPage, BenchRegion } from './benchPage';
import { writeFixtureContent } from '../../tests/support/fixtureContent';

export const BENCH_VIEW_ID = 'bench';
/** Pictures of the end-to-end fixture's own documents. */
const PICTURES = ['MCMN3SAVUSPRTE43BWFVONBGCJ56', 'MCOKGRVGCZPVEJE76G7GHU7LRLDL'] as const;

const sectionConfig = (regions: readonly BenchRegion[]) =>
  JSON.stringify({
    columns: regions.map((region, index) => ({
      columnKey: region.name,
      columnName: `Column ${String(index + 1)}`,
      columnWidth: String(region.width),
      seedComponents: [],
    })),
  });

const picture = (block: BenchBlock) =>
  `{!cmsMedia.${PICTURES[block.id.charCodeAt(0) % PICTURES.length] ?? PICTURES[0]}}`;

function propsOf(block: BenchBlock): Record<string, unknown> {
  switch (block.kind) {
    case 'section':
    case 'columns':
      return { sectionConfig: sectionConfig(block.regions ?? []) };
    case 'text':
      return { text: block.copy, headingTag: block.headingTag ?? 'p', fontSize: 'regular' };
    case 'banner':
      return { title: block.copy, headingTag: 'h3', picture: picture(block), height: 240 };
    case 'button':
      return { label: block.copy, variant: 'primary', size: 'small' };
    case 'image':
      return { imageInfo: picture(block), altText: block.copy, width: 100, height: 200 };
    case 'card':
      return { title: block.copy, exerpt: `${block.copy}, in every depot.` };
  }
}

const TYPES = {
  section: 'section',
  columns: 'columns',
  text: 'textBlock',
  banner: 'banner',
  button: 'button',
  image: 'image',
  card: 'contentCard',
} as const;

function nodeOf(block: BenchBlock): ViewNode {
  const node: ViewNode = { type: TYPES[block.kind], id: block.id, props: propsOf(block) };
  if (block.regions) {
    node.regions = Object.fromEntries(
      block.regions.map((region) => [region.name, region.children.map(nodeOf)]),
    );
  }
  return node;
}

function benchView(page: BenchPage): View {
  return {
    id: BENCH_VIEW_ID,
    route: `/${BENCH_VIEW_ID}`,
    title: `Bench page, ${String(page.ordered.length)} blocks (seed ${String(page.seed)})`,
    robots: 'noindex,nofollow',
    nodes: page.blocks.map(nodeOf),
  };
}

/**
 * A fresh copy of the fixture content with the bench's page in it, checked as the server checks
 * it; returns the folder (`<tmp>/content`). Throws with the check's lines on any problem.
 */
export async function writeBenchContent(page: BenchPage): Promise<string> {
  const view = benchView(page);
  const { problems } = checkView(view, new Set<string>(BLOCK_TYPE_NAMES));
  if (problems.length > 0) throw new Error(`bench view: ${JSON.stringify(problems)}`);
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'editor-bench-')), 'content');
  await writeFixtureContent(dir, 'e2e');
  await writeFile(path.join(dir, 'views', `${BENCH_VIEW_ID}.json`), JSON.stringify(view, null, 2));
  const checked = await checkContent(dir);
  if (!checked.ok) throw new Error(checked.lines.join('\n'));
  return dir;
}
