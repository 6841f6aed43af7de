export { Grid, type GridProps } from './Grid';
export {
  DEFAULT_GRID_OPTIONS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type GridOptions,
} from './gridOptions';
export {
  gridSlice,
  createGridPaging,
  nextPageRequested,
  previousPageRequested,
  pageShown,
  focusMoved,
  selectGridPaging,
  type GridAction,
  type GridListPayload,
  type PageEventPayload,
  type PageShownPayload,
} from './gridSlice';
export { gridListing, gridPagesToRead, type GridListing } from './gridListing';
export { gridPageQuery, gridSourceKey, type GridPageQuery } from './gridQueries';
export { documentRecord } from './documentRecord';
export { useGrid, type UseGridArgs, type UseGridResult } from './useGrid';
export type {
  GridItem,
  GridPaginationMode,
  GridPaging,
  GridRecord,
  GridSliceState,
  GridSource,
} from './gridTypes';
