export type {
  ManagedContentTypeSummary,
  ManagedContentChannelSummary,
  UnknownContentBody,
  ManagedContentDocument,
  ManagedContentDocumentSummary,
  ManagedContentCollection,
} from './contentDocument';
export {
  CONTENT_TYPES,
  imageReferenceSchema,
  imageBodySchema,
  newsBodySchema,
  manualCollectionBodySchema,
  isImageDocument,
  isNewsDocument,
  isManualCollectionDocument,
} from './contentBodies';
export type {
  ImageReference,
  ImageBody,
  NewsBody,
  ManualCollectionBody,
  ImageDocument,
  NewsDocument,
  ManualCollectionDocument,
} from './contentBodies';
export type { SeoProperties } from './seoProperties';
export { readDocument, collectionItemKeys } from './readDocument';
export type { DocumentImage, DocumentView, ReadDocumentOptions } from './readDocument';
