import { flexibleBlockContract } from '../../../shared/blocks/flexibleBlock';
import { blockOf } from '../blockTypes';
import { FlexibleBlock } from './FlexibleBlock';
import { parseFlexibleBlockProps, type FlexibleBlockProps } from './flexibleBlockProps';

export const flexibleBlockBlock = blockOf<FlexibleBlockProps>(flexibleBlockContract, {
  parse: parseFlexibleBlockProps,
  component: FlexibleBlock,
});
