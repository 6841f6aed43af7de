export { decodeEntities } from './decodeEntities.js';
export { SanitizerUnavailableError } from './purifier.js';
export type { SanitizerWindow } from './purifier.js';
export {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URI_PATTERN,
  VIDEO_EMBED_HOSTS,
} from './richTextPolicy.js';
export { sanitizePlainText } from './sanitizePlainText.js';
export type { SanitizePlainTextOptions } from './sanitizePlainText.js';
export { sanitizeRichText } from './sanitizeRichText.js';
export type { RichTextResult, SanitizeRichTextOptions } from './sanitizeRichText.js';
export { stripTags } from './stripTags.js';
