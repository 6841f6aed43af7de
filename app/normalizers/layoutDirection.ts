import { pickOptionLoose } from './pickOption';

/** `row`: side by side; `column`: stacked; `wrap`: two to a row (an odd last one centred). */
export const LAYOUT_DIRECTIONS = ['row', 'column', 'wrap'] as const;
export type LayoutDirection = (typeof LAYOUT_DIRECTIONS)[number];

export const FORM_FACTORS = ['desktop', 'tablet', 'mobile'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

/** Desktop lays columns out in a row; tablet and mobile stack them. */
export const DEFAULT_LAYOUT_DIRECTION: Readonly<Record<FormFactor, LayoutDirection>> = {
  desktop: 'row',
  tablet: 'column',
  mobile: 'column',
};

export type LayoutDirections = Record<FormFactor, LayoutDirection>;

/** `row`, `column` or `wrap` for one form factor; anything else is that form factor's default. */
export function normalizeLayoutDirection(value: unknown, formFactor: FormFactor): LayoutDirection {
  return pickOptionLoose(value, LAYOUT_DIRECTIONS, DEFAULT_LAYOUT_DIRECTION[formFactor]);
}

/** Reads `layoutDirectionDesktop`, `layoutDirectionTablet` and `layoutDirectionMobile`. */
export function readLayoutDirections(raw: Readonly<Record<string, unknown>>): LayoutDirections {
  return {
    desktop: normalizeLayoutDirection(raw.layoutDirectionDesktop, 'desktop'),
    tablet: normalizeLayoutDirection(raw.layoutDirectionTablet, 'tablet'),
    mobile: normalizeLayoutDirection(raw.layoutDirectionMobile, 'mobile'),
  };
}

/** The platform's marker, e.g. `desktop-direction-row tablet-direction-column mobile-direction-column`. */
export function layoutDirectionClasses(directions: LayoutDirections): string {
  return FORM_FACTORS.map((f) => `${f}-direction-${directions[f]}`).join(' ');
}
