/**
 * A CSS `url("…")` for an accepted image url, with quotes, backslashes and line breaks escaped
 * so the value cannot end the string early.
 */
export function cssUrl(url: string): string {
  const escaped = url.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `);
  return `url("${escaped}")`;
}
