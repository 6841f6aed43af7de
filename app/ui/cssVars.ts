import type { CSSProperties } from 'react';

/**
 * Inline custom properties for a CSS module to read (`--column-span: 5`). Undefined values are
 * left out so the stylesheet's own fallback applies.
 */
export function cssVars(
  vars: Readonly<Record<`--${string}`, string | number | undefined>>,
): CSSProperties {
  const style: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(vars)) {
    if (value !== undefined) style[name] = value;
  }
  return style;
}
