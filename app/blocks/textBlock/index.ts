import { textBlockContract } from '../../../shared/blocks/textBlock';
import { blockOf } from '../blockTypes';
import { TextBlock } from './TextBlock';
import { parseTextBlockProps, type TextBlockProps } from './textBlockProps';

export const textBlockBlock = blockOf<TextBlockProps>(textBlockContract, {
  parse: parseTextBlockProps,
  component: TextBlock,
});
