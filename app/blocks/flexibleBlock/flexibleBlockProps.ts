import type { FlexibleAlignment } from '../../normalizers';
import { FLEXIBLE_BLOCK_OPTIONS, readOption } from '../../../shared/blockOptions';

/** The flexible block's settings after normalising. */
export interface FlexibleBlockProps {
  /** Where the content sits: top, left, bottom, right or center; default and fallback center. */
  alignment: FlexibleAlignment;
}

export function parseFlexibleBlockProps(
  raw: Readonly<Record<string, unknown>>,
): FlexibleBlockProps {
  return { alignment: readOption(raw, FLEXIBLE_BLOCK_OPTIONS, 'alignment') };
}
