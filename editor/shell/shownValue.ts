/** A prop's value as a dialog shows it: text as it is, anything else as its JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
