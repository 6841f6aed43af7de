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
export { defaultDraftDir } from './draftContent';
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
export type { ListedDraft, PublishOutcome } from './store/contentStore';
export { isContentPath } from './store/contentFiles';
export { isVersionId } from './store/versionIds';
export { restoreVersion } from './store/versioning';
export { checkDrafts, draftedContent, draftedKey, versionDifference } from './store/draftedContent';

// The editor's accounts, kept in the content store
/** @public For the editor's sign-in and the `editor:user` command. */
export {
  ROLES,
  type AccountStore,
  type AuditEntry,
  type LoggedAuditEntry,
  type Presence,
  type Role,
  type StoredSession,
  type StoredUser,
  type UserInfo,
} from './accounts/accountStore';
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
export { freshIdsAmong, newDocument, pageView, slugify } from './cli/newContent';
