/** Trimmed text, or `fallback` for anything that is not a non-empty string. */
export function normalizeText(value: unknown, fallback = ''): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}
