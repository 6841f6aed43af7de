import { normalizeBoolean } from '../../normalizers/normalizeBoolean';
import { normalizeText } from '../../normalizers/normalizeText';
import {
  type Alignment,
  type ButtonSize,
  type ButtonType,
  type ButtonVariant,
  readOption,
} from '../../../shared/blocks/options';
import { BUTTON_OPTIONS } from '../../../shared/blocks/button';

/** The button block's settings after normalising. */
export interface ButtonProps {
  /** Visible text; without one the block renders nothing. */
  label: string;
  /** `primary` or `secondary`; fallback `primary`. */
  variant: ButtonVariant;
  /** `small` or `large`; fallback `small`. */
  size: ButtonSize;
  /** `button`, `submit` or `reset`; fallback `button` (used when there is no valid url). */
  type: ButtonType;
  /** Fills the column's width; default false. */
  stretch: boolean;
  /** `left`, `center` or `right`; fallback `left`. */
  alignment: Alignment;
  /** Link target; rendered as a link only when valid (https, /path, #hash, mailto:, tel:). */
  url: string;
  /** Extra words for screen readers, appended to the label. */
  assistiveText: string;
}

export function parseButtonProps(raw: Readonly<Record<string, unknown>>): ButtonProps {
  return {
    label: normalizeText(raw.label),
    variant: readOption(raw, BUTTON_OPTIONS, 'variant'),
    size: readOption(raw, BUTTON_OPTIONS, 'size'),
    type: readOption(raw, BUTTON_OPTIONS, 'type'),
    stretch: normalizeBoolean(raw.stretch),
    alignment: readOption(raw, BUTTON_OPTIONS, 'alignment'),
    url: normalizeText(raw.url),
    assistiveText: normalizeText(raw.assistiveText),
  };
}
