import type { BlockDefinition } from '../blockTypes';
import { TextBlock } from './TextBlock';
import { parseTextBlockProps, type TextBlockProps } from './textBlockProps';

export const textBlockBlock: BlockDefinition<TextBlockProps> = {
  type: 'textBlock',
  label: 'Text Block',
  parse: parseTextBlockProps,
  component: TextBlock,
};
