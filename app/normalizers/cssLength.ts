/** The CSS units a configured length may use; a bare number is never accepted. */
const CSS_UNITS = ['px', 'rem', 'em', '%', 'vh', 'vw', 'vmin', 'vmax', 'ch', 'ex', 'pt'] as const;

// Longer units first so `vmin` is not read as `vm` + `in`.
const UNIT_PATTERN = [...CSS_UNITS].sort((a, b) => b.length - a.length).join('|');
const LENGTH = new RegExp(`^(\\d+(?:\\.\\d+)?|\\.\\d+)(${UNIT_PATTERN})$`);

/**
 * True for a non-negative number followed by one of {@link CSS_UNITS}, e.g. `400px`, `1.6rem`,
 * `45%`. Unitless numbers (`400`), negative values, spaces and expressions are rejected.
 */
function isCssLength(value: unknown): value is string {
  return typeof value === 'string' && LENGTH.test(value.trim().toLowerCase());
}

/** The trimmed, lower-cased length when {@link isCssLength} accepts it, else `fallback`. */
export function normalizeCssLength<F extends string | undefined>(
  value: unknown,
  fallback: F,
): string | F {
  return isCssLength(value) ? value.trim().toLowerCase() : fallback;
}
