import { GRID_ITEM_SPACINGS } from '../../shared/blockOptions';
import { pickOptionLoose } from './pickOption';

export type GridItemSpacing = (typeof GRID_ITEM_SPACINGS)[number];

/** The gap between grid items: x-large, large, medium, small, xx-small or none; else none. */
export function normalizeGridItemSpacing(
  value: unknown,
  fallback: GridItemSpacing = 'none',
): GridItemSpacing {
  return pickOptionLoose(value, GRID_ITEM_SPACINGS, fallback);
}
