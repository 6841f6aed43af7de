import { decodeEntities } from './decodeEntities.js';
import { purifierFor, resolveWindow } from './purifier.js';
import type { SanitizerWindow } from './purifier.js';
import { openUnclosedRawText, stripTags, tidyLines } from './stripTags.js';

/** Options of `sanitizePlainText`. */
export type SanitizePlainTextOptions = {
  /** The window to parse HTML with. Default: the global `window` when the call is made. */
  window?: SanitizerWindow;
  /** True when the text arrives entity-encoded, as Connect sends it; decoded once first. Default `false`. */
  entityEncoded?: boolean;
};

const TEXT_NODE = 3;
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'table',
  'tr',
  'td',
  'th',
  'figure',
  'figcaption',
  'section',
  'article',
  'header',
  'footer',
  'address',
  'dl',
  'dt',
  'dd',
]);

function collectText(node: Node, parts: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    const tag = child.nodeName.toLowerCase();
    if (child.nodeType === TEXT_NODE) parts.push(child.nodeValue ?? '');
    else if (tag === 'br') parts.push('\n');
    else {
      const block = BLOCKS.has(tag);
      if (block) parts.push('\n');
      collectText(child, parts);
      if (block) parts.push('\n');
    }
  }
}

/**
 * The text of `text` with every tag and attribute stripped: script and style content removed,
 * entities decoded, block boundaries and `<br>` as line breaks, ends trimmed. Parses with the
 * DOM when one is available, else falls back to a DOM-free tag stripper. Render the result as
 * text.
 */
export function sanitizePlainText(
  text: string | null | undefined,
  options: SanitizePlainTextOptions = {},
): string {
  const raw = openUnclosedRawText(
    options.entityEncoded === true ? decodeEntities(text ?? '') : (text ?? ''),
  );
  try {
    const purifier = purifierFor(resolveWindow(options.window));
    const fragment = purifier.sanitize(raw, {
      ALLOWED_TAGS: ['br', ...BLOCKS],
      ALLOWED_ATTR: [],
      RETURN_DOM_FRAGMENT: true,
    });
    const parts: string[] = [];
    collectText(fragment, parts);
    return tidyLines(parts.join(''));
  } catch {
    return stripTags(raw);
  }
}
