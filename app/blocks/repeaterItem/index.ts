import { repeaterItemContract } from '../../../shared/blocks/repeaterItem';
import { blockOf } from '../blockTypes';
import { RepeaterItem } from './RepeaterItem';
import { parseRepeaterItemProps, type RepeaterItemProps } from './repeaterItemProps';

export const repeaterItemBlock = blockOf<RepeaterItemProps>(repeaterItemContract, {
  parse: parseRepeaterItemProps,
  component: RepeaterItem,
});
