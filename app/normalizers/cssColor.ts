const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch)\(\s*[-+\d.%\s,/a-z]*\)$/i;
const VARIABLE = /^var\(\s*--[\w-]+\s*\)$/;
const KEYWORD = /^[a-z]{3,20}$/i;

/**
 * A configured colour: hex, a colour function (`rgb(…)`, `hsl(…)`, `oklch(…)`…), a custom
 * property (`var(--color-brand)`) or a named colour. Anything else (urls, expressions,
 * semicolons) gives `undefined`, so a value can never smuggle other CSS in.
 */
export function normalizeCssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (v.length > 80) return undefined;
  return HEX.test(v) || FUNCTION.test(v) || VARIABLE.test(v) || KEYWORD.test(v) ? v : undefined;
}
