export { flexibleBlockBlock } from './flexibleBlockBlock';
export { FlexibleBlock } from './FlexibleBlock';
export { parseFlexibleBlockProps, type FlexibleBlockProps } from './flexibleBlockProps';
