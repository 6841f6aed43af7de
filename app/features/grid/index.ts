export { Grid, type GridProps } from './Grid';
export {
  DEFAULT_GRID_OPTIONS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type GridOptions,
} from './gridOptions';
export {
  gridSlice,
  collectionReceived,
  nextPageRequested,
  previousPageRequested,
  pageRequested,
  pageLoaded,
  loadFailed,
  selectGridEntry,
  selectGridItems,
  type GridAction,
} from './gridSlice';
export { loadGridPage, ensureGridLoaded, type LoadGridPageArgs } from './gridThunks';
export type {
  GridCollectionResult,
  GridEntry,
  GridError,
  GridItem,
  GridPaginationMode,
  GridRecord,
  GridSliceState,
  GridSource,
  GridStatus,
} from './gridTypes';
