import { pickOptionLoose } from './pickOption';

export const DIRECTIONS = ['left', 'right'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** A side such as an icon position: `left` or `right`; anything else is `left`. */
export function normalizeDirection(value: unknown, fallback: Direction = 'left'): Direction {
  return pickOptionLoose(value, DIRECTIONS, fallback);
}
