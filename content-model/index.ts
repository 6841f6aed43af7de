export { loadContent } from './loadContent';
export { ContentValidationError, problemLine, type ContentProblem } from './problems';
export type { SiteContent } from './siteContent';
export type { ManagedContentDocument } from './documents';
export type { MediaOriginal } from './media';
export type { SiteSettings } from './schemas/siteSchema';
export type { SeoRecord } from './schemas/seoSchema';
export { pageAlternates, sitePages, type SitePage } from './pageAlternates';
