import { pickOptionLoose } from './pickOption';

/** Padding and spacer sizes; each maps to the `--space-{size}` design token. */
export const SPACE_SIZES = [
  'none',
  'xxx-small',
  'xx-small',
  'x-small',
  'small',
  'medium',
  'large',
  'x-large',
  'xx-large',
] as const;
export type SpaceSize = (typeof SPACE_SIZES)[number];

/** One of {@link SPACE_SIZES}; anything else is `fallback` (default `none`). */
export function normalizeSpaceSize(value: unknown, fallback: SpaceSize = 'none'): SpaceSize {
  return pickOptionLoose(value, SPACE_SIZES, fallback);
}

/** The CSS value of a size: its design token. */
export function spaceToken(size: SpaceSize): string {
  return `var(--space-${size})`;
}
