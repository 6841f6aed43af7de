import { sanitizeRichText, type SanitizerWindow } from '@about-site/sdk/text';
import { siteRichTextImageSrc, type MediaConfig } from '../../data/siteMedia';

/** The text to render: sanitised HTML, or text for a text node (never parsed as HTML). */
export type TextContent = { kind: 'html'; html: string } | { kind: 'text'; text: string };

/**
 * Rich text sanitised against the rich-text allow list, with its image sources resolved for the
 * site: platform media paths under the base path, through the CDN's resizing path when the site
 * has one. Parsed with `window` (the server's DOM), else the browser's. If the sanitiser fails,
 * the raw text comes back to be shown as text.
 */
export function richTextContent(
  source: string,
  media: MediaConfig,
  window?: SanitizerWindow,
): TextContent {
  const result = sanitizeRichText(source, {
    window,
    resolveImageSrc: (src) => siteRichTextImageSrc(src, media),
  });
  return result.kind === 'html' ? result : { kind: 'text', text: result.text };
}
