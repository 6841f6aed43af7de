import { COPY, defineBlock, FLAG, TEXT } from './contract';
import { ALIGNMENTS, BUTTON_SIZES, BUTTON_TYPES, BUTTON_VARIANTS, loose } from './options';

export const BUTTON_OPTIONS = {
  variant: loose(BUTTON_VARIANTS, 'primary'),
  size: loose(BUTTON_SIZES, 'small'),
  type: loose(BUTTON_TYPES, 'button'),
  alignment: loose(ALIGNMENTS, 'left'),
};

export const buttonContract = defineBlock({
  type: 'button',
  label: 'Button',
  description: 'A button, or a link styled as one when its url is a valid link.',
  props: {
    label: COPY,
    ...BUTTON_OPTIONS,
    stretch: FLAG,
    url: TEXT,
    assistiveText: COPY,
  },
  required: { anyOf: ['label'], without: 'the button renders nothing' },
});
