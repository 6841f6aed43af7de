export { gridBlock, GRID_ITEM_REGION } from './gridBlock';
export { parseGridProps } from './parseGridProps';
