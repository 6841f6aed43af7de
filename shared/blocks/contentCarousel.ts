import { COPY, defineBlock, TEXT } from './contract';

export const contentCarouselContract = defineBlock({
  type: 'contentCarousel',
  label: 'Content carousel',
  description: 'The slides of a collection document, turned by the visitor or by a timer.',
  // `carouselName` keys the carousel's admin styles, so it is a setting; `label`, the name a
  // screen reader announces, is copy (translated), and is `carouselName` when absent.
  props: { contentKey: TEXT, carouselName: TEXT, label: COPY },
  required: { anyOf: ['contentKey'], without: 'the carousel has no slides' },
  interactive: true,
});
