import { contentCarouselContract } from '../../../shared/blocks/contentCarousel';
import { blockOf } from '../blockTypes';
import { ContentCarouselBlock } from './ContentCarouselBlock';
import { parseContentCarouselProps, type ContentCarouselBlockProps } from './contentCarouselProps';

export const contentCarouselBlock = blockOf<ContentCarouselBlockProps>(contentCarouselContract, {
  parse: parseContentCarouselProps,
  component: ContentCarouselBlock,
});
