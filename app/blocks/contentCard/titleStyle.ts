import { normalizeCssColor } from '../../normalizers/cssColor';
import { normalizeCssLength } from '../../normalizers/cssLength';
import { parseJsonConfig } from '../../../shared/jsonConfig';
import { ALIGNMENT_RULE, pickOption, type Alignment } from '../../../shared/blocks/options';

/** The card title's look, from `titleStyle` (JSON text or object). */
export interface CardTitleStyle {
  /** A CSS length with a unit; default `1.6rem`. */
  fontSize: string;
  /** 100 to 900, `normal` or `bold`; default the stylesheet's. */
  fontWeight: string | undefined;
  color: string | undefined;
  textAlign: Alignment | undefined;
}

const DEFAULT_CARD_TITLE_SIZE = '1.6rem';

function readWeight(value: unknown): string | undefined {
  const v =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^(?:[1-9]00|normal|bold)$/.test(v) ? v : undefined;
}

/** Reads `{fontSize, fontWeight, color, textAlign}` (kebab-case keys also accepted). */
export function readTitleStyle(value: unknown): CardTitleStyle {
  const record = parseJsonConfig(value) ?? {};
  const pick = (camel: string, kebab: string): unknown => record[camel] ?? record[kebab];
  const align = pick('textAlign', 'text-align');
  return {
    fontSize: normalizeCssLength(pick('fontSize', 'font-size'), DEFAULT_CARD_TITLE_SIZE),
    fontWeight: readWeight(pick('fontWeight', 'font-weight')),
    color: normalizeCssColor(pick('color', 'color')),
    textAlign: align === undefined ? undefined : pickOption(align, ALIGNMENT_RULE),
  };
}
