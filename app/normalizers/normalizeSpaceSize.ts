import { SPACE_SIZES } from '../../shared/blockOptions';
import { pickOptionLoose } from './pickOption';

export { SPACE_SIZES };
export type SpaceSize = (typeof SPACE_SIZES)[number];

/** One of {@link SPACE_SIZES}; anything else is `fallback` (default `none`). */
export function normalizeSpaceSize(value: unknown, fallback: SpaceSize = 'none'): SpaceSize {
  return pickOptionLoose(value, SPACE_SIZES, fallback);
}

/** The CSS value of a size: its design token. */
export function spaceToken(size: SpaceSize): string {
  return `var(--space-${size})`;
}
