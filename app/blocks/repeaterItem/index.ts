export { repeaterItemBlock } from './repeaterItemBlock';
export { RepeaterItem } from './RepeaterItem';
export { parseRepeaterItemProps, type RepeaterItemProps } from './repeaterItemProps';
