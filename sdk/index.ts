// The SDK's public face: createSdk, its errors and its types. Framework-free: no React, Redux or app/.

export {
  createSdk,
  cacheKeys,
  SEO_TTL_MS,
  APEX_TTL_MS,
  API_VERSION,
  MAX_KEYS_PER_CALL,
  chunk,
  stableStringify,
} from './adapters';
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
  readDocument,
  collectionItemKeys,
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
  DocumentImage,
  DocumentView,
  ReadDocumentOptions,
} from './documents';

// The platform helpers have public entries of their own: `sdk/links` (page references and
// links), `sdk/images` (image urls and srcsets) and `sdk/text` (rich and plain text sanitising).
