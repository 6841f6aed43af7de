import { BUTTON_SIZES, BUTTON_TYPES, BUTTON_VARIANTS } from '../../shared/blockOptions';
import { pickOptionLoose } from './pickOption';

export { BUTTON_SIZES, BUTTON_TYPES, BUTTON_VARIANTS };

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export type ButtonSize = (typeof BUTTON_SIZES)[number];

export type ButtonType = (typeof BUTTON_TYPES)[number];

/** `primary` or `secondary`; anything else is `primary`. */
export function normalizeButtonVariant(
  value: unknown,
  fallback: ButtonVariant = 'primary',
): ButtonVariant {
  return pickOptionLoose(value, BUTTON_VARIANTS, fallback);
}

/** `small` or `large`; anything else is `small`. */
export function normalizeButtonSize(value: unknown, fallback: ButtonSize = 'small'): ButtonSize {
  return pickOptionLoose(value, BUTTON_SIZES, fallback);
}

/** The HTML button type `button`, `submit` or `reset`; anything else is `button`. */
export function normalizeButtonType(value: unknown, fallback: ButtonType = 'button'): ButtonType {
  return pickOptionLoose(value, BUTTON_TYPES, fallback);
}
