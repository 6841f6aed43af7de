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

/** Each block's props type differs; the renderer only passes `parse`'s result to its component. */
type AnyBlock = BlockDefinition<never> | BlockDefinition<unknown>;

const blocks: Record<BlockTypeName, AnyBlock> = {
  section: sectionBlock,
  columns: columnsBlock,
  grid: gridBlock,
  flexibleBlock: flexibleBlockBlock,
  repeaterItem: repeaterItemBlock,
  textBlock: textBlockBlock,
  banner: bannerBlock,
  button: buttonBlock,
  image: imageBlock,
  contentCard: contentCardBlock,
  contentCarousel: contentCarouselBlock,
  userDataProvider: userDataProviderBlock,
  toastDemo: toastDemoBlock,
};

for (const [name, block] of Object.entries(blocks)) {
  if (block.type !== name) throw new Error(`block "${block.type}" is registered as "${name}"`);
}

/** The blocks views may place, by type name. */
export const blockRegistry = new Map(Object.entries(blocks)) as ReadonlyMap<
  string,
  BlockDefinition<unknown>
>;
