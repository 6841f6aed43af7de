import type { BlockDefinition } from '../blockTypes';
import { Columns } from './Columns';
import { parseColumnsProps, type ColumnsProps } from './columnsProps';

export const columnsBlock: BlockDefinition<ColumnsProps> = {
  type: 'columns',
  label: 'Columns',
  parse: parseColumnsProps,
  component: Columns,
};
