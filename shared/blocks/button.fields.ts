import { buttonContract } from './button';
import { defineFields } from './fields';

export const buttonFields = defineFields(buttonContract, {
  order: ['label', 'url', 'variant', 'size', 'alignment', 'stretch'],
  props: {
    url: {
      label: 'URL',
      editor: 'link',
      help: 'A page (/about), https://…, #section, mailto: or tel:.',
    },
    stretch: { help: "Fills the column's width." },
    assistiveText: { help: 'Extra words for screen readers, read after the label.' },
    type: { help: 'What the button does in a form, when it has no URL.', advanced: true },
  },
});
