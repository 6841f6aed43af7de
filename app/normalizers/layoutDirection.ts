import {
  LAYOUT_DIRECTION_OPTIONS,
  readOption,
  type LayoutDirection,
} from '../../shared/blocks/options';

export const FORM_FACTORS = ['desktop', 'tablet', 'mobile'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

export type LayoutDirections = Record<FormFactor, LayoutDirection>;

/**
 * Reads `layoutDirectionDesktop`, `layoutDirectionTablet` and `layoutDirectionMobile`: `row`,
 * `column` or `wrap`; anything else is the form factor's default (desktop lays columns out in a
 * row; tablet and mobile stack them).
 */
export function readLayoutDirections(raw: Readonly<Record<string, unknown>>): LayoutDirections {
  return {
    desktop: readOption(raw, LAYOUT_DIRECTION_OPTIONS, 'layoutDirectionDesktop'),
    tablet: readOption(raw, LAYOUT_DIRECTION_OPTIONS, 'layoutDirectionTablet'),
    mobile: readOption(raw, LAYOUT_DIRECTION_OPTIONS, 'layoutDirectionMobile'),
  };
}

/** The platform's marker, e.g. `desktop-direction-row tablet-direction-column mobile-direction-column`. */
export function layoutDirectionClasses(directions: LayoutDirections): string {
  return FORM_FACTORS.map((f) => `${f}-direction-${directions[f]}`).join(' ');
}
