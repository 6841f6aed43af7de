import { defineFields } from './fields';
import { textBlockContract } from './textBlock';

export const textBlockFields = defineFields(textBlockContract, {
  order: [
    'text',
    'richText',
    'headingTag',
    'fontSize',
    'textAlign',
    'textColor',
    'backgroundColor',
  ],
  props: {
    text: {
      multiline: true,
      richWhen: 'richText',
      help: 'Plain text, or formatted text when Rich text is on.',
    },
    richText: {
      label: 'Rich text',
      help: 'Formats the text: headings, lists, links, bold, italic and pictures.',
    },
    headingTag: { help: 'A heading level, or p for body text.' },
    fontSize: { label: 'Text style', help: 'A size, or a full style such as heading-large.' },
    textAlign: { label: 'Alignment' },
    textColor: { help: 'Any CSS colour, such as #1f2d3a.' },
    backgroundColor: { help: 'Any CSS colour.' },
    isLinkable: { label: 'Link the text', help: 'Only with a valid URL.' },
    url: {
      label: 'URL',
      editor: 'link',
      help: 'A page (/about), https://…, #section, mailto: or tel:.',
    },
    linkAssistiveText: {
      label: 'Link assistive text',
      help: 'Extra words for screen readers, read after the link text.',
    },
    textDisplayInfo: {
      label: 'Per-device display',
      help: 'JSON: a heading tag and text style per form factor (desktop, tablet, mobile).',
      advanced: true,
    },
    textDecoration: {
      help: 'JSON flags: bold, italic, underline, strike.',
      advanced: true,
    },
    textClass: {
      label: 'CSS classes',
      help: 'Extra class names (letters, digits, - and _).',
      advanced: true,
    },
    paddingVertical: { advanced: true },
    paddingHorizontal: { advanced: true },
  },
});
