import type { BlockDefinition } from '../blockTypes';
import { RepeaterItem } from './RepeaterItem';
import { parseRepeaterItemProps, type RepeaterItemProps } from './repeaterItemProps';

export const repeaterItemBlock: BlockDefinition<RepeaterItemProps> = {
  type: 'repeaterItem',
  label: 'Repeater Item',
  parse: parseRepeaterItemProps,
  component: RepeaterItem,
};
