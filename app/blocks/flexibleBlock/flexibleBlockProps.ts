import { normalizeFlexibleAlignment, type FlexibleAlignment } from '../../normalizers';

/** The flexible block's settings after normalising. */
export interface FlexibleBlockProps {
  /** Where the content sits: top, left, bottom, right or center; default and fallback center. */
  alignment: FlexibleAlignment;
}

export function parseFlexibleBlockProps(
  raw: Readonly<Record<string, unknown>>,
): FlexibleBlockProps {
  return { alignment: normalizeFlexibleAlignment(raw.alignment) };
}
