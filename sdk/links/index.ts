export { normalizeBasePath } from './basePath';
export { generateUrl } from './generateUrl';
export type { SiteUrlOptions } from './generateUrl';
export { linkAttributes } from './linkAttributes';
export type { LinkAttributes } from './linkAttributes';
export {
  isHashLink,
  isHttpsUrl,
  isRelativeUrl,
  isShortcutLink,
  isValidLink,
  safeLink,
} from './linkValidation';
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
} from './pageReference';
export { PageReferenceError } from './pageReferenceError';
export type { PageReferenceProblem } from './pageReferenceError';
export { parseUrl } from './parseUrl';
export type { ParseUrlOptions } from './parseUrl';
export { validatePageReference } from './validatePageReference';
