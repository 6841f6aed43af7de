import { decodeEntities } from './decodeEntities.js';

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const HIDDEN_CONTENT =
  /<(script|style|template|noscript|textarea|title|xmp|iframe|noembed|noframes|svg|math)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const LINE_BREAK =
  /<(?:br|\/?(?:p|div|li|h[1-6]|blockquote|pre|tr|td|th|ul|ol|table|figure|figcaption))\b[^>]*>/gi;
const TAG = /<\/?[A-Za-z!?][^>]*>/g;

/** Runs of whitespace holding a line break become one line break; the ends are trimmed. */
export function tidyLines(text: string): string {
  return text.replace(/[ \t\r\f]*\n\s*/g, '\n').trim();
}

/**
 * Plain text from HTML without a DOM: comments, script-like elements with their content and
 * every tag are removed, block boundaries become line breaks, and entities are decoded. Needs
 * neither a DOM nor DOMPurify, so it gives the same text in Node and in the browser (a
 * server-rendered page hydrates without a mismatch). The result is not safe as HTML: render it
 * as text only. `sanitizePlainText` parses with a real DOM when one is available.
 */
export function stripTags(html: string): string {
  const text = html
    .replace(COMMENT, '')
    .replace(HIDDEN_CONTENT, '')
    .replace(LINE_BREAK, '\n')
    .replace(TAG, '');
  return tidyLines(decodeEntities(text));
}
