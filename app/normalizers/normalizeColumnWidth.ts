import { toInteger } from './toInteger';

/** The layout grid has 12 columns; a column is this wide unless configured. */
const GRID_SIZE = 12;
const DEFAULT_COLUMN_WIDTH = 12;

/**
 * A column's width out of 12, from a number or numeric text (`'5'`). A value that is not a
 * whole number from 1 to 12 falls back to 12 (full width).
 */
export function normalizeColumnWidth(value: unknown): number {
  const n = toInteger(value);
  return n !== undefined && n >= 1 && n <= GRID_SIZE ? n : DEFAULT_COLUMN_WIDTH;
}
