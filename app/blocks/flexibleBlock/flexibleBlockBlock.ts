import type { BlockDefinition } from '../blockTypes';
import { FlexibleBlock } from './FlexibleBlock';
import { parseFlexibleBlockProps, type FlexibleBlockProps } from './flexibleBlockProps';

export const flexibleBlockBlock: BlockDefinition<FlexibleBlockProps> = {
  type: 'flexibleBlock',
  label: 'Flexible Block',
  parse: parseFlexibleBlockProps,
  component: FlexibleBlock,
};
