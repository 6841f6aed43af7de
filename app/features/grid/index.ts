export { Grid } from './Grid';
export { DEFAULT_GRID_OPTIONS, MAX_PAGE_SIZE, type GridOptions } from './gridOptions';
