export { normalizeBasePath } from './basePath.js';
export { generateUrl } from './generateUrl.js';
export type { SiteUrlOptions } from './generateUrl.js';
export { linkAttributes } from './linkAttributes.js';
export type { LinkAttributes } from './linkAttributes.js';
export {
  isHashLink,
  isHttpsUrl,
  isRelativeUrl,
  isShortcutLink,
  isValidLink,
  safeLink,
} from './linkValidation.js';
export type {
  ManagedContentPageReference,
  NamedPageReference,
  ObjectPageReference,
  PageReference,
  PageReferenceInput,
  PageReferenceType,
  PageState,
  RecordPageAttributes,
  RecordPageReference,
  RecordRelationshipPageAttributes,
  RecordRelationshipPageReference,
  SearchPageReference,
  WebPageReference,
} from './pageReference.js';
export { PageReferenceError } from './pageReferenceError.js';
export type { PageReferenceProblem } from './pageReferenceError.js';
export { parseUrl } from './parseUrl.js';
export type { ParseUrlOptions } from './parseUrl.js';
export { validatePageReference } from './validatePageReference.js';
