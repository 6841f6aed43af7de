import { DOMParser, DOMSerializer, type Node } from 'prosemirror-model';
import { richTextSchema, SCHEMA_TAGS } from './richTextSchema';

/** What reading HTML needs of a window: its `DOMParser` (a browser's, or jsdom's). */
export interface HtmlWindow {
  DOMParser: typeof globalThis.DOMParser;
}

/**
 * A document of the rich-text schema from stored HTML. The HTML is parsed in an inert document
 * (`DOMParser.parseFromString`: no script runs, no image loads), then read by the schema's rules,
 * which keep only what the schema has: everything else keeps its text alone.
 */
export function parseRichText(html: string, window: HtmlWindow): Node {
  const inert = new window.DOMParser().parseFromString(html, 'text/html');
  return DOMParser.fromSchema(richTextSchema).parse(inert.body);
}

const isEmptyBlock = (node: Node | null): boolean =>
  node !== null && node.isTextblock && node.content.size === 0;

/** The doc's blocks without the empty paragraphs at its end (a paste's last newline, Enter pressed last). */
function withoutTrailingEmpty(doc: Node): Node[] {
  const blocks: Node[] = [];
  doc.forEach((block) => blocks.push(block));
  while (blocks.length > 0 && isEmptyBlock(blocks.at(-1) ?? null)) blocks.pop();
  return blocks;
}

/**
 * The HTML to store for `doc`, serialised as the sanitiser serialises (the DOM's own `innerHTML`),
 * so `sanitizeRichText` gives it back unchanged; empty paragraphs at the end are left out, and an
 * empty document is `''`.
 */
export function serializeRichText(doc: Node, document: Document): string {
  const serializer = DOMSerializer.fromSchema(richTextSchema);
  const container = document.createElement('div');
  for (const block of withoutTrailingEmpty(doc)) {
    container.append(serializer.serializeNode(block, { document }));
  }
  return container.innerHTML;
}

/**
 * The tags of `html` that the editor has no node or mark for (a table, a quote), which an edit
 * here would drop, keeping their text: the field warns of them before the author edits.
 */
export function tagsTheEditorDrops(html: string, window: HtmlWindow): string[] {
  const inert = new window.DOMParser().parseFromString(html, 'text/html');
  const tags = [...inert.body.querySelectorAll('*')].map((element) =>
    element.tagName.toLowerCase(),
  );
  // A span or a div adds no formatting of its own that the site shows.
  return [...new Set(tags)].filter(
    (tag) => !SCHEMA_TAGS.has(tag) && tag !== 'span' && tag !== 'div',
  );
}
