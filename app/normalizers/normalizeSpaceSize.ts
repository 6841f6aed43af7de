import type { SPACE_SIZES } from '../../shared/blockOptions';

export type SpaceSize = (typeof SPACE_SIZES)[number];

/** The CSS value of a size: its design token. */
export function spaceToken(size: SpaceSize): string {
  return `var(--space-${size})`;
}
