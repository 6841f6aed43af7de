export { decodeEntities } from './decodeEntities';
export { SanitizerUnavailableError } from './purifier';
export type { SanitizerWindow } from './purifier';
export {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URI_PATTERN,
  VIDEO_EMBED_HOSTS,
} from './richTextPolicy';
export { sanitizePlainText } from './sanitizePlainText';
export type { SanitizePlainTextOptions } from './sanitizePlainText';
export { sanitizeRichText } from './sanitizeRichText';
export type { RichTextResult, SanitizeRichTextOptions } from './sanitizeRichText';
export { stripTags } from './stripTags';
