import type { Config } from 'dompurify';
import { decodeEntities } from './decodeEntities.js';
import { purifierFor, resolveWindow } from './purifier.js';
import type { SanitizerWindow } from './purifier.js';
import { addRichTextHooks } from './richTextHooks.js';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASS_NAME,
  RICH_TEXT_TAGS,
  RICH_TEXT_URI_PATTERN,
  VIDEO_EMBED_HOSTS,
} from './richTextPolicy.js';

/** Options of `sanitizeRichText`. */
export type SanitizeRichTextOptions = {
  /** The window to parse HTML with. Default: the global `window` when the call is made. */
  window?: SanitizerWindow;
  /**
   * True when the text arrives entity-encoded (`&lt;p&gt;`), as the platform's Connect API sends
   * RichText fields; it is decoded once before sanitising. Default `false`.
   */
  entityEncoded?: boolean;
  /** Hosts whose `https:` video players may stay as iframes. Default `VIDEO_EMBED_HOSTS`. */
  videoHosts?: readonly string[];
  /**
   * Rewrites each kept image source (to resolve or resize it, say). Return `undefined` to keep
   * the source; a result that is not a valid image URL removes the image. Default: none.
   */
  resolveImageSrc?: (src: string) => string | undefined;
};

/**
 * Sanitised HTML, or, when sanitising failed, the raw text. Render `html` as HTML and `text`
 * as text only (a text node, never `innerHTML`).
 */
export type RichTextResult =
  { kind: 'html'; html: string } | { kind: 'text'; text: string; error: unknown };

// Defence in depth: these are outside the allow list anyway, and their content goes with them.
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'svg',
  'math',
  'form',
  'object',
  'embed',
  'meta',
  'link',
  'base',
];

function richTextConfig(): Config {
  return {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOWED_URI_REGEXP: RICH_TEXT_URI_PATTERN,
    ALLOW_ARIA_ATTR: false,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    FORBID_TAGS: FORBIDDEN_TAGS,
    ADD_FORBID_CONTENTS: FORBIDDEN_TAGS,
  };
}

/**
 * Sanitises rich text against the allow lists of `richTextPolicy`: formatting, headings, links,
 * lists, tables, images, figures, quotes and code; URLs with the protocols http, https, ftp,
 * ftps, mailto, tel, callto, cid and xmpp, or relative; images only from accepted image URLs,
 * given `loading="lazy"` and `decoding="async"`; iframes only for `https:` players on the video
 * hosts, sandboxed. Links opening a new window get `rel="noopener noreferrer"`. Scripts, styles,
 * event handlers, forms, objects, SVG and MathML are removed. If sanitising fails (no DOM, say), the raw text comes back as
 * `{ kind: 'text' }` to be shown as text.
 */
export function sanitizeRichText(
  html: string | null | undefined,
  options: SanitizeRichTextOptions = {},
): RichTextResult {
  const raw = options.entityEncoded === true ? decodeEntities(html ?? '') : (html ?? '');
  try {
    const purifier = purifierFor(resolveWindow(options.window));
    const removeHooks = addRichTextHooks(purifier, {
      videoHosts: options.videoHosts ?? VIDEO_EMBED_HOSTS,
      className: RICH_TEXT_CLASS_NAME,
      resolveImageSrc: options.resolveImageSrc,
    });
    try {
      return { kind: 'html', html: purifier.sanitize(raw, richTextConfig()) };
    } finally {
      removeHooks();
    }
  } catch (error) {
    return { kind: 'text', text: raw, error };
  }
}
