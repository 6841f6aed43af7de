import { type FlexibleAlignment, readOption } from '../../../shared/blocks/options';
import { FLEXIBLE_BLOCK_OPTIONS } from '../../../shared/blocks/flexibleBlock';

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
