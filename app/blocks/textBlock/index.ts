export { textBlockBlock } from './textBlockBlock';
export { TextBlock } from './TextBlock';
export {
  parseTextBlockProps,
  type TextBlockProps,
  type TextContent,
  type TextDecoration,
} from './textBlockProps';
export { resolveTextVariants, type TextVariant } from './textDisplay';
