export { Grid, type GridProps } from './Grid';
export { DEFAULT_GRID_OPTIONS, MAX_PAGE_SIZE, type GridOptions } from './gridOptions';
export {
  gridSlice,
  createGridPaging,
  nextPageRequested,
  previousPageRequested,
  pageShown,
  focusMoved,
  selectGridPaging,
} from './gridSlice';
export { gridListing, gridPagesToRead } from './gridListing';
export { gridPageQuery, gridSourceKey } from './gridQueries';
export { documentRecord } from './documentRecord';
export type { GridSliceState } from './gridTypes';
