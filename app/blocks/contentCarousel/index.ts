export { contentCarouselBlock } from './contentCarouselBlock';
export type { ContentCarouselBlockProps } from './contentCarouselProps';
