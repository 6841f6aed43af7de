// Connect encodes text values by default (`&` -> `&amp;` and so on); React escapes on output, so
// plain-text fields are decoded once to show what the author wrote.
const ENTITIES: Readonly<Record<string, string>> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#92;': '\\',
  '&amp;': '&',
};

/** Decodes the entities Connect's text encoding produces; other text is left as is. */
export function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|quot|amp|#39|#92);/g, (entity) => ENTITIES[entity] ?? entity);
}
