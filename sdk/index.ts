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
} from './adapters/index.js';
export type {
  Sdk,
  SdkOptions,
  RequestOptions,
  GetContent,
  GetContentConfig,
  DeliveryParameters,
  GetContents,
  Pages,
  GetContentsConfig,
} from './adapters/index.js';

export {
  SdkError,
  AbortError,
  isSdkError,
  isAbortError,
  ONLY_IF_CACHED_MESSAGE,
} from './fetch/index.js';
export type { SdkErrorType, SdkErrorItem, SdkErrorJson } from './fetch/index.js';

export { TRIM_INTERVAL_MS, UNFULFILLED as UNFULFILLED_ENTRY } from './cache/index.js';
export type {
  SdkCache,
  CacheEntry,
  EntryState,
  CachePolicy,
  DehydratedCache,
  DehydratedEntry,
  EntryListener,
  AllEntriesListener,
  EntriesListener,
  EntriesObserver,
  FailureListener,
  KeyFilter,
  AdapterName,
  CacheInspection,
  CacheQuery,
  CacheTransition,
  TransitionListener,
} from './cache/index.js';

export { CONTENT_TYPES } from './documents/contentTypes.js';
// The documents' types a read resolves to; the rest of them (summaries, typed documents,
// `readDocument`'s views) come from `@about-site/sdk/documents`.
export type {
  UnknownContentBody,
  ManagedContentDocument,
  ManagedContentCollection,
} from './documents/contentDocument.js';
export type { ImageBody, NewsBody, ManualCollectionBody } from './documents/contentBodies.js';
export type { SeoProperties } from './documents/seoProperties.js';

// The other entries: `@about-site/sdk/documents` (document schemas, type guards and
// `readDocument`), `/links` (page references and links), `/images` (image urls and srcsets) and
// `/text` (rich and plain text sanitising).
