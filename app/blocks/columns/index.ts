import { columnsContract } from '../../../shared/blocks/columns';
import { blockOf } from '../blockTypes';
import { Columns } from './Columns';
import { parseColumnsProps, type ColumnsProps } from './columnsProps';

export const columnsBlock = blockOf<ColumnsProps>(columnsContract, {
  parse: parseColumnsProps,
  component: Columns,
});
