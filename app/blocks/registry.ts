import type { BlockRegistry } from '../views/NodeView';
import { seedBlocksIn } from '../views/seedBlocks';
import type { ViewNode } from '../../shared/viewNode';
import { BLOCK_TYPE_NAMES, type BlockTypeName } from '../../shared/blockTypeNames';
import type { BlockDefinition } from './blockTypes';

/**
 * Forgets a block's props type. Sound because the renderer only ever hands a block's component
 * what that same block's `parse` returned.
 */
function erase<P>(block: BlockDefinition<P>): BlockDefinition<unknown> {
  return block as unknown as BlockDefinition<unknown>;
}

type BlockLoader = () => Promise<BlockDefinition<unknown>>;

/**
 * Every block a view may place, each in a module of its own: the server loads them all, a
 * browser only those of the interactive parts of its page.
 */
const blockLoaders: Record<BlockTypeName, BlockLoader> = {
  section: () => import('./section').then((m) => erase(m.sectionBlock)),
  columns: () => import('./columns').then((m) => erase(m.columnsBlock)),
  grid: () => import('./grid').then((m) => erase(m.gridBlock)),
  flexibleBlock: () => import('./flexibleBlock').then((m) => erase(m.flexibleBlockBlock)),
  repeaterItem: () => import('./repeaterItem').then((m) => erase(m.repeaterItemBlock)),
  textBlock: () => import('./textBlock').then((m) => erase(m.textBlockBlock)),
  banner: () => import('./banner').then((m) => erase(m.bannerBlock)),
  button: () => import('./button').then((m) => erase(m.buttonBlock)),
  image: () => import('./image').then((m) => erase(m.imageBlock)),
  contentCard: () => import('./contentCard').then((m) => erase(m.contentCardBlock)),
  contentCarousel: () => import('./contentCarousel').then((m) => erase(m.contentCarouselBlock)),
  userDataProvider: () => import('../features/user').then((m) => erase(m.userDataProviderBlock)),
  toastDemo: () => import('../gallery/ToastDemo').then((m) => erase(m.toastDemoBlock)),
};

const isBlockType = (type: string): type is BlockTypeName => Object.hasOwn(blockLoaders, type);

/** The block types placed anywhere in `nodes`, their regions and columns' seeds included. */
export function blockTypesIn(nodes: readonly ViewNode[]): Set<string> {
  const types = new Set<string>();
  const visit = (node: Pick<ViewNode, 'type' | 'props' | 'regions'>): void => {
    types.add(node.type);
    for (const region of Object.values(node.regions ?? {})) region.forEach(visit);
    if (node.type === 'section' || node.type === 'columns') {
      seedBlocksIn(node.props?.sectionConfig).forEach(visit);
    }
  };
  nodes.forEach(visit);
  return types;
}

/** Loads the blocks of the given types (every block by default); unknown types are left out. */
export async function loadBlockRegistry(
  types: Iterable<string> = BLOCK_TYPE_NAMES,
): Promise<BlockRegistry> {
  const known = [...new Set(types)].filter(isBlockType);
  const blocks = await Promise.all(known.map((type) => blockLoaders[type]()));
  return new Map(blocks.map((block) => [block.type, block]));
}
