import { toastDemoBlock } from '../gallery/ToastDemo';
import { userDataProviderBlock } from '../features/user';
import { bannerBlock } from './banner';
import type { BlockTypeName } from './blockTypeNames';
import type { BlockDefinition } from './blockTypes';
import { buttonBlock } from './button';
import { columnsBlock } from './columns';
import { contentCardBlock } from './contentCard';
import { contentCarouselBlock } from './contentCarousel';
import { flexibleBlockBlock } from './flexibleBlock';
import { gridBlock } from './grid';
import { imageBlock } from './image';
import { repeaterItemBlock } from './repeaterItem';
import { sectionBlock } from './section';
import { textBlockBlock } from './textBlock';

/**
 * Forgets a block's props type. Sound because the renderer only ever hands a block's component
 * what that same block's `parse` returned.
 */
function erase<P>(block: BlockDefinition<P>): BlockDefinition<unknown> {
  return block as unknown as BlockDefinition<unknown>;
}

const blocks: Record<BlockTypeName, BlockDefinition<unknown>> = {
  section: erase(sectionBlock),
  columns: erase(columnsBlock),
  grid: erase(gridBlock),
  flexibleBlock: erase(flexibleBlockBlock),
  repeaterItem: erase(repeaterItemBlock),
  textBlock: erase(textBlockBlock),
  banner: erase(bannerBlock),
  button: erase(buttonBlock),
  image: erase(imageBlock),
  contentCard: erase(contentCardBlock),
  contentCarousel: erase(contentCarouselBlock),
  userDataProvider: erase(userDataProviderBlock),
  toastDemo: erase(toastDemoBlock),
};

/** The blocks views may place, by type name. */
export const blockRegistry: ReadonlyMap<string, BlockDefinition<unknown>> = new Map(
  Object.entries(blocks),
);
