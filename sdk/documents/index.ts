// The documents entry: the delivery API's document types, body schemas and type guards, and
// `readDocument`, which reads a document the way a page shows it.
export type {
  ManagedContentTypeSummary,
  ManagedContentChannelSummary,
  UnknownContentBody,
  ManagedContentDocument,
  ManagedContentDocumentSummary,
  ManagedContentCollection,
} from './contentDocument.js';
export { CONTENT_TYPES } from './contentTypes.js';
export {
  imageReferenceSchema,
  imageBodySchema,
  newsBodySchema,
  manualCollectionBodySchema,
} from './contentBodies.js';
export type { ImageReference, ImageBody, NewsBody, ManualCollectionBody } from './contentBodies.js';
export { isImageDocument, isNewsDocument, isManualCollectionDocument } from './typedDocuments.js';
export type { ImageDocument, NewsDocument, ManualCollectionDocument } from './typedDocuments.js';
export type { SeoProperties } from './seoProperties.js';
export { readDocument, collectionItemKeys, VIEW_BODY_FIELDS } from './readDocument.js';
export type { DocumentImage, DocumentView, ReadDocumentOptions } from './readDocument.js';
