/**
 * Reads an integer from a number or a numeric string (`6`, `'6'`, `' 6 '`). Anything else,
 * including `'6px'`, `'6.5'`, `''`, `NaN` and booleans, gives `undefined`.
 */
export function toInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[+-]?\d+\s*$/.test(value)) return undefined;
  return Number.parseInt(value, 10);
}

/** Reads a finite number from a number or a numeric string (`45`, `'45.5'`), else `undefined`. */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[+-]?(\d+(\.\d+)?|\.\d+)\s*$/.test(value))
    return undefined;
  return Number.parseFloat(value);
}
