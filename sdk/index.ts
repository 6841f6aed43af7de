// The SDK's public face: createSdk, its errors and its types. Framework-free: no React, Redux or app/.

export { createSdk, cacheKeys, SEO_TTL_MS, APEX_TTL_MS } from './adapters';
export type {
  Sdk,
  SdkOptions,
  RequestOptions,
  GetContent,
  GetContentConfig,
  GetContents,
  GetContentsConfig,
  GetSeoProperties,
  GetSeoPropertiesConfig,
  Apex,
  ApexConfig,
  SdkAction,
  ActionHandler,
} from './adapters';

export { SdkError, AbortError, isSdkError, isAbortError, ONLY_IF_CACHED_MESSAGE } from './fetch';
export type { SdkErrorType, SdkErrorItem, SdkErrorJson } from './fetch';

export { TRIM_INTERVAL_MS } from './cache';
export type {
  SdkCache,
  CacheEntry,
  EntryState,
  CachePolicy,
  DehydratedCache,
  DehydratedEntry,
  EntryListener,
  AllEntriesListener,
} from './cache';

export {
  CONTENT_TYPES,
  imageReferenceSchema,
  imageBodySchema,
  newsBodySchema,
  manualCollectionBodySchema,
  isImageDocument,
  isNewsDocument,
  isManualCollectionDocument,
} from './documents';
export type {
  ManagedContentTypeSummary,
  ManagedContentChannelSummary,
  UnknownContentBody,
  ManagedContentDocument,
  ManagedContentDocumentSummary,
  ManagedContentCollection,
  ImageReference,
  ImageBody,
  NewsBody,
  ManualCollectionBody,
  ImageDocument,
  NewsDocument,
  ManualCollectionDocument,
  SeoProperties,
} from './documents';

// ---------------------------------------------------------------------------------------------
// Platform helpers: links, images, text. Exports for sdk/links, sdk/images and sdk/text are
// appended below this line.
// ---------------------------------------------------------------------------------------------

// --- links, images, text: begin ---
export {
  PageReferenceError,
  generateUrl,
  isHashLink,
  isHttpsUrl,
  isRelativeUrl,
  isShortcutLink,
  isValidLink,
  linkAttributes,
  normalizeBasePath,
  parseUrl,
  safeLink,
  validatePageReference,
} from './links';
export type {
  LinkAttributes,
  ManagedContentPageReference,
  NamedPageReference,
  ObjectPageReference,
  PageReference,
  PageReferenceInput,
  PageReferenceProblem,
  PageReferenceType,
  PageState,
  ParseUrlOptions,
  RecordPageAttributes,
  RecordPageReference,
  RecordRelationshipPageAttributes,
  RecordRelationshipPageReference,
  SearchPageReference,
  SiteUrlOptions,
  WebPageReference,
} from './links';

export {
  CMS_PATH_PREFIX,
  DEFAULT_SRCSET_WIDTHS,
  DEVICE_IMAGE_WIDTHS,
  IMAGE_DENSITIES,
  MEDIA_DELIVERY_PATH,
  MIN_IMAGE_WIDTH,
  buildSrcSet,
  clampImageWidth,
  formatSrcSet,
  getContentKey,
  isDataImageUrl,
  isValidImageUrl,
  mediaUrlForKey,
  parseSrcSet,
  resizedUrl,
  resolveMediaUrl,
} from './images';
export type {
  ImageOptimizer,
  ParseSrcSetOptions,
  ResizeOptions,
  ResolveMediaUrlOptions,
  SrcSetCandidate,
} from './images';

export {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URI_PATTERN,
  SanitizerUnavailableError,
  VIDEO_EMBED_HOSTS,
  decodeEntities,
  sanitizePlainText,
  sanitizeRichText,
} from './text';
export type {
  RichTextResult,
  SanitizePlainTextOptions,
  SanitizeRichTextOptions,
  SanitizerWindow,
} from './text';
// --- links, images, text: end ---
