/**
 * How the fields read the values the page builder stores: flags and numbers may be text, and any
 * prop may be a binding the page fills in when it renders.
 */

/** A value the page fills in when it renders (`{!Item.size}`). */
export function isBinding(value: unknown): value is string {
  return typeof value === 'string' && value.includes('{!');
}

/** A flag's state: `true`/`false`, or the builder's text `"true"`/`"false"` (any case). */
export function readFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

/** Numeric text as the blocks read it (app/normalizers/toInteger.ts): no exponent, hex or unit. */
const NUMERIC_TEXT = /^\s*[+-]?(\d+(\.\d+)?|\.\d+)\s*$/;

/** A number, or numeric text as a number (`"42"`); `undefined` for anything else. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : undefined;
}

/** Text a prop holds that its field's control cannot show as it is: a binding, `"50%"` in a number. */
export function needsText(kind: 'choice' | 'number' | 'flag', value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  if (isBinding(value)) return true;
  if (kind === 'number') return readNumber(value) === undefined;
  if (kind === 'flag') return readFlag(value) === undefined;
  return false;
}
