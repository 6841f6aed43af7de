export { columnsBlock } from './columnsBlock';
export { Columns } from './Columns';
export { parseColumnsProps, type ColumnsProps } from './columnsProps';
