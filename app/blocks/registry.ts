import type { BlockRegistry } from '../render/NodeList';
import type { ViewNode } from '../../shared/viewNode';
import { sectionSeeds } from '../../shared/sectionSeeds';
import type { BlockDefinition } from './blockTypes';

type BlockModule = Record<string, unknown>;

/**
 * Every block folder's module, loaded on demand: the server loads them all, a browser only those
 * of the interactive parts of its page. A folder is named by its block's type.
 */
const blockModules = import.meta.glob<BlockModule>('./*/index.ts');

const FOLDER = /^\.\/([^/]+)\/index\.ts$/;

const blockLoaders = new Map(
  Object.entries(blockModules).flatMap(([path, load]) => {
    const type = FOLDER.exec(path)?.[1];
    return type === undefined ? [] : [[type, load] as const];
  }),
);

/** Whether a view may place a block type: a folder of `app/blocks/` is named by it. */
export function isBlockType(type: string): boolean {
  return blockLoaders.has(type);
}

/**
 * The block a folder's module defines: the export whose `type` is the folder's name. Its props
 * type is forgotten, which is sound because the renderer only ever hands a block's component what
 * that same block's `parse` returned.
 */
function blockIn(module: BlockModule, type: string): BlockDefinition<unknown> {
  const block = Object.values(module).find(
    (value): value is BlockDefinition<unknown> =>
      typeof value === 'object' && value !== null && (value as { type?: unknown }).type === type,
  );
  if (!block) throw new Error(`app/blocks/${type}/index.ts exports no block of type "${type}"`);
  return block;
}

/** The block types placed anywhere in `nodes`, their regions and columns' seeds included. */
export function blockTypesIn(nodes: readonly ViewNode[]): Set<string> {
  const types = new Set<string>();
  const visit = (node: Pick<ViewNode, 'type' | 'props' | 'regions'>): void => {
    types.add(node.type);
    for (const region of Object.values(node.regions ?? {})) region.forEach(visit);
    if (node.type === 'section' || node.type === 'columns') {
      sectionSeeds(node.props?.sectionConfig).forEach(visit);
    }
  };
  nodes.forEach(visit);
  return types;
}

/** Loads the blocks of the given types (every block by default); unknown types are left out. */
export async function loadBlockRegistry(
  types: Iterable<string> = blockLoaders.keys(),
): Promise<BlockRegistry> {
  const known = [...new Set(types)].flatMap((type) => {
    const load = blockLoaders.get(type);
    return load ? [{ type, load }] : [];
  });
  const blocks = await Promise.all(
    known.map(async ({ type, load }) => blockIn(await load(), type)),
  );
  return new Map(blocks.map((block) => [block.type, block]));
}
