import { defineBlock, TEXT } from './contract';

export const contentCarouselContract = defineBlock({
  type: 'contentCarousel',
  label: 'Content carousel',
  description: 'The slides of a collection document, turned by the visitor or by a timer.',
  props: { contentKey: TEXT, carouselName: TEXT },
  required: { anyOf: ['contentKey'], without: 'the carousel has no slides' },
  interactive: true,
});
