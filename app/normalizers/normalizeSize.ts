import { pickOptionLoose } from './pickOption';

export const SIZES = ['small', 'medium', 'large'] as const;
export type Size = (typeof SIZES)[number];

/** `small`, `medium` or `large`; anything else is `small`. */
export function normalizeSize(value: unknown, fallback: Size = 'small'): Size {
  return pickOptionLoose(value, SIZES, fallback);
}
