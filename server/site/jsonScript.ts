/**
 * A JSON data block, not a script: the browser never executes it, so the CSP can forbid inline
 * scripts. `<`, `>`, `&` and the JS line separators are escaped, so no value can close the tag
 * or open a comment (`</script>`, `<!--`).
 */
export function jsonScriptTag(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${id}" type="application/json">${json}</script>`;
}
