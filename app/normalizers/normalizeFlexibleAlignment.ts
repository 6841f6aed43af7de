import { FLEXIBLE_ALIGNMENTS } from '../../shared/blockOptions';
import { pickOptionLoose } from './pickOption';

export { FLEXIBLE_ALIGNMENTS };
export type FlexibleAlignment = (typeof FLEXIBLE_ALIGNMENTS)[number];

/** Where a flexible block places its content: top, left, bottom, right or center; else center. */
export function normalizeFlexibleAlignment(
  value: unknown,
  fallback: FlexibleAlignment = 'center',
): FlexibleAlignment {
  return pickOptionLoose(value, FLEXIBLE_ALIGNMENTS, fallback);
}
