import { toInteger } from './toInteger';

const MIN_GRID_COLUMNS = 1;
const MAX_GRID_COLUMNS = 6;

/**
 * A grid's column count: an integer (or numeric text) from 1 to 6. Anything else gives 1, a
 * single column (the grid switches to a multi-column layout only for 1 to 6).
 */
export function normalizeGridColumns(value: unknown): number {
  const n = toInteger(value);
  return n !== undefined && n >= MIN_GRID_COLUMNS && n <= MAX_GRID_COLUMNS ? n : MIN_GRID_COLUMNS;
}
