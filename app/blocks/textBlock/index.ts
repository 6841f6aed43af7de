export { textBlockBlock } from './textBlockBlock';
export { TextBlock } from './TextBlock';
export type { TextContent } from './richTextContent';
export {
  parseTextBlockProps,
  type TextBlockProps,
  type TextDecoration,
  type TextSource,
} from './textBlockProps';
export { resolveTextVariants, type TextVariant } from './textDisplay';
