import {
  normalizeAlignment,
  normalizeBoolean,
  normalizeButtonSize,
  normalizeButtonType,
  normalizeButtonVariant,
  normalizeText,
  type Alignment,
  type ButtonSize,
  type ButtonType,
  type ButtonVariant,
} from '../../normalizers';

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
    variant: normalizeButtonVariant(raw.variant),
    size: normalizeButtonSize(raw.size),
    type: normalizeButtonType(raw.type),
    stretch: normalizeBoolean(raw.stretch),
    alignment: normalizeAlignment(raw.alignment),
    url: normalizeText(raw.url),
    assistiveText: normalizeText(raw.assistiveText),
  };
}
