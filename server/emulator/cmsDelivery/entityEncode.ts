const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\\': '&#92;',
};

/** Connect's default response encoding of string values (off with `X-Chatter-Entity-Encoding: false`). */
export function entityEncode(text: string): string {
  return text.replace(/[&<>"'\\]/g, (c) => ENTITIES[c] ?? c);
}
