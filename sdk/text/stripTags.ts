import { decodeEntities } from './decodeEntities.js';

const COMMENT = /<!--[\s\S]*?-->/g;
const HIDDEN_CONTENT =
  /<(script|style|template|noscript|textarea|title|xmp|iframe|noembed|noframes|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Elements whose content a browser reads as raw text up to their end tag. */
const RAW_TEXT =
  /<(script|style|textarea|title|xmp|iframe|noembed|noframes|noscript|plaintext)\b[^>]*>/gi;
const LINE_BREAK =
  /<(?:br|\/?(?:p|div|li|h[1-6]|blockquote|pre|tr|td|th|ul|ol|table|figure|figcaption))\b[^>]*>/gi;
const TAG = /<\/?[A-Za-z!?][^>]*>/g;

/**
 * Drops the opening of a comment, raw-text element or tag that is never closed (`<textarea>`,
 * `<style>`, `<iframe`, `<!--` ...): a parser would swallow the rest of the field into it, and a
 * visitor would lose the text that follows. Closed ones are left as they are.
 */
export function openUnclosedRawText(html: string): string {
  // A tag still open at the end (`<iframe src=x and more`): its name goes, its text stays.
  let out = html.replace(/<[A-Za-z][\w-]*(?=[^<>]*$)/, '');
  const comment = out.lastIndexOf('<!--');
  if (comment !== -1 && !out.includes('-->', comment + 4)) {
    out = `${out.slice(0, comment)}${out.slice(comment + 4)}`;
  }
  return out.replace(RAW_TEXT, (tag: string, name: string, offset: number, whole: string) =>
    new RegExp(`</${name}\\s*>`, 'i').test(whole.slice(offset + tag.length)) ? tag : '',
  );
}

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
  return tidyLines(decodeEntities(removeMarkup(html)));
}

/** `stripTags` before its entities are decoded: line breaks for block boundaries, no markup. */
export function removeMarkup(html: string): string {
  return openUnclosedRawText(html)
    .replace(COMMENT, '')
    .replace(HIDDEN_CONTENT, '')
    .replace(LINE_BREAK, '\n')
    .replace(TAG, '');
}
