import { textBlockContract } from '../../../shared/blocks/textBlock';
import { blockOf } from '../blockTypes';
import { TextBlock } from './TextBlock';
import { parseTextBlockProps, type TextBlockProps } from './textBlockProps';

export const textBlockBlock = blockOf<TextBlockProps>(textBlockContract, {
  parse: parseTextBlockProps,
  component: TextBlock,
});

export { TextBlock } from './TextBlock';
export type { TextContent } from './richTextContent';
export {
  parseTextBlockProps,
  type TextBlockProps,
  type TextDecoration,
  type TextSource,
} from './textBlockProps';
export { resolveTextVariants, type TextVariant } from './textDisplay';
