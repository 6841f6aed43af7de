import { gridContract } from '../../../shared/blocks/grid';
import type { GridOptions } from './gridOptions';
import { blockOf } from '../blockTypes';
import { GridBlock } from './GridBlock';
import { parseGridProps } from './parseGridProps';

export const gridBlock = blockOf<GridOptions>(gridContract, {
  parse: parseGridProps,
  component: GridBlock,
});
