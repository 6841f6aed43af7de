import type { SpaceSize } from '../../shared/blocks/options';

/** The CSS value of a size: its design token. */
export function spaceToken(size: SpaceSize): string {
  return `var(--space-${size})`;
}
