// The content model's public face: what the server, the scripts and the benches import. The
// browser-safe checks of one file are `content-model/authoring/checkDocument.ts`.

// Reading and checking the content
export { loadContent } from './loadContent';
export { ContentValidationError, displayPath, problemLine, type ContentProblem } from './problems';
export type { SiteContent } from './siteContent';
export { referencedKeys, type ManagedContentDocument } from './documents';
export { strongEtag, type MediaOriginal } from './media';
export { isCurrentVersion, VERSION_PARAMETER } from './mediaVersion';
export type { SiteSettings } from './schemas/siteSchema';
export type { SeoRecord } from './schemas/seoSchema';
export { CONTENT_KEY_PATTERN, recordIdPattern, sameRecordId } from './schemas/ids';
export { pageAlternates, sitePages, type SitePage } from './pageAlternates';
/** @public For `npm run dev`, which regenerates the schemas as it starts. */
export { writeGeneratedFiles } from './cli/generatedFiles';

// Serving it: the snapshot requests read, the folder's publishing, its report and metrics
export { createLiveContent, type LiveContent, type PublicationState } from './liveContent';
export { startPublishing, type ContentReport } from './publishing';
export { addPublishMetrics } from './publishMetrics';
export type { WatchTimings } from './watchContent';

// The content store
export type { ContentStore, ContentTree, TreeEntry, VersionInfo } from './store/contentStore';
export {
  openStore,
  readStoreSettings,
  type OpenedStore,
  type StoreSettings,
} from './store/openStore';
export { firstContent, storeCacheDir } from './store/firstContent';
export { followStore } from './store/followStore';
export { runSchedule } from './store/runSchedule';
export type { Draft, ListedDraft, PublishOutcome } from './store/contentStore';
export { isContentPath } from './store/contentFiles';
export { isVersionId } from './store/versionIds';
export { restoreVersion } from './store/versioning';
export { checkDrafts, draftedContent, draftedKey, versionDifference } from './store/draftedContent';
export { layOutDrafted } from './store/versionFolders';

// What the authoring API exchanges: translations as XLIFF, SEO records, uploaded images
export { exportXliff } from './cli/xliffExport';
export { importXliff, XliffImportError } from './cli/xliffImport';
export { seoSchema } from './schemas/seoSchema';
export { checkUploadedImage, ImageRefusedError, type CheckedImage } from './imageUpload';
export { MEDIA_FORMATS, originalsOf } from './media';
export { imageBytesProblem, MAX_IMAGE_BYTES } from './contentLimits';
export { addImage, slugify } from './cli/newContent';

// The editor's accounts, kept in the content store
export { ROLES, type AccountStore, type AuditEntry, type Role } from './accounts/accountStore';
export {
  hashPassword,
  passwordProblems,
  userNameSchema,
  verifyAgainstNobody,
  verifyPassword,
} from './accounts/credentials';

// What the authoring API reads and writes content with
export {
  REDIRECTS_FILE,
  redirectedPath,
  redirectsAfterMove,
  redirectsWithoutPageAt,
  redirectsWithPageAt,
  type Redirect,
} from './redirects';
export { redirectsSchema } from './schemas/redirectsSchema';
export { bodySchemas } from './schemas/documentSchema';
export { parseContent } from './schemas/parseContent';
export { contentFileKind } from './authoring/contentFiles';
export { DocumentProblems } from './authoring/contentProblem';
export { checkDocumentJson } from './authoring/documentFile';
export { variantFileParts } from './documents';
export { documentUses, routeLinks } from './contentUses';
export { freshIdsAmong, newDocument, pageSeoRecord, pageView } from './cli/newContent';
