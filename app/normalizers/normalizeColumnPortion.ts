import { pickOption } from './pickOption';

export const COLUMN_PORTIONS = ['50%', '16.67%', '33.33%', '66.67%'] as const;
export type ColumnPortion = (typeof COLUMN_PORTIONS)[number];

/** A column's share of a two-part layout: `50%`, `16.67%`, `33.33%` or `66.67%`; else `50%`. */
export function normalizeColumnPortion(
  value: unknown,
  fallback: ColumnPortion = '50%',
): ColumnPortion {
  return pickOption(typeof value === 'string' ? value.trim() : value, COLUMN_PORTIONS, fallback);
}
