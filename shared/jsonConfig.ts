import { isPlainObject } from './isPlainObject';

export type JsonObject = Readonly<Record<string, unknown>>;

/**
 * Builder settings hold objects as JSON text (`'{"bold":true}'`), while bound values arrive as
 * objects. Returns the object in either case; invalid JSON, arrays and other values give
 * `undefined` (callers then use their defaults). Never throws.
 */
export function parseJsonConfig(value: unknown): JsonObject | undefined {
  if (isPlainObject(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
