import { contentCarouselContract } from './contentCarousel';
import { defineFields } from './fields';

export const contentCarouselFields = defineFields(contentCarouselContract, {
  order: ['contentKey', 'label', 'carouselName'],
  props: {
    contentKey: {
      label: 'Collection',
      editor: 'content',
      types: ['sfdc_cms__cmsManualCollection'],
      help: 'The collection whose items are the slides.',
    },
    carouselName: { help: "The name the carousel's styles are kept under." },
    label: { help: 'What a screen reader calls the carousel; left out, its name.' },
  },
});
