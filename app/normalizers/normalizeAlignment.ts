import { ALIGNMENTS } from '../../shared/blockOptions';
import { pickOptionLoose } from './pickOption';

export type Alignment = (typeof ALIGNMENTS)[number];

/** Horizontal alignment: `left`, `center` or `right`; anything else is `left`. */
export function normalizeAlignment(value: unknown, fallback: Alignment = 'left'): Alignment {
  return pickOptionLoose(value, ALIGNMENTS, fallback);
}
