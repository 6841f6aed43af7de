import type { BlockDefinition } from '../blockTypes';
import { ContentCarouselBlock } from './ContentCarouselBlock';
import { parseContentCarouselProps, type ContentCarouselBlockProps } from './contentCarouselProps';

/** `contentCarousel`: slides from a manual collection, props `{ contentKey, carouselName }`. */
export const contentCarouselBlock: BlockDefinition<ContentCarouselBlockProps> = {
  type: 'contentCarousel',
  label: 'Content carousel',
  parse: parseContentCarouselProps,
  component: ContentCarouselBlock,
  interactive: true,
};
