import { contentCardContract } from './contentCard';
import { defineFields } from './fields';

export const contentCardFields = defineFields(contentCardContract, {
  order: ['contentId', 'title', 'exerpt', 'headingTag', 'buttonLabel', 'buttonLink'],
  props: {
    contentId: {
      label: 'Content',
      editor: 'content',
      types: ['sfdc_cms__news'],
      help: 'The news item the card shows, by its content key or managed content id.',
    },
    title: { help: "Left out, the item's title." },
    exerpt: { label: 'Excerpt', multiline: true, help: "Left out, the item's excerpt." },
    buttonLabel: { help: 'The button shows only with a label.' },
    buttonLink: {
      label: 'Button URL',
      editor: 'link',
      help: 'Where the button goes, when it is a valid link.',
    },
    redirectPageApiName: {
      label: 'Button page',
      help: "A page's API name; the button goes to /<name>.",
    },
    titleStyle: { help: "JSON: the title's look.", advanced: true },
    minHeight: { help: 'A CSS length; 320px when left out.', advanced: true },
    maxWidth: { help: 'A CSS length; 400px when left out.', advanced: true },
  },
});
