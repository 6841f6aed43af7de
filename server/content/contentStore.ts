import type { View } from '../../shared/viewSchema';
import { documentFinder } from './documentFinder';
import type { ManagedContentDocument } from './documents';
import type { MediaOriginal } from './media';
import { versionDocumentMedia, versionMediaIn, type FindMedia } from './mediaVersion';
import type { CarouselStylesRecord, JsonValue } from './schemas/apexSchemas';
import type { SeoRecord } from './schemas/seoSchema';
import type { SiteSettings } from './schemas/siteSchema';

/** The validated content, read-only, as the routes use it. */
export interface ContentStore {
  readonly site: SiteSettings;
  /** Every document (media URLs versioned), newest `publishedDate` first, then by content key. */
  readonly documents: readonly ManagedContentDocument[];
  /** Finds a document by content key or managed content id (15 or 18 characters). */
  findDocument(keyOrId: string): ManagedContentDocument | undefined;
  /** The original media file of an image document, by content key. */
  findMedia(contentKey: string): MediaOriginal | undefined;
  findSeoRecord(recordId: string): SeoRecord | undefined;
  readonly carouselStyles: CarouselStylesRecord;
  readonly contentTwo: JsonValue;
  /** The page views (the article template among them, media URLs versioned), as rendered. */
  readonly views: readonly View[];
}

export interface ContentParts {
  site: SiteSettings;
  documents: readonly ManagedContentDocument[];
  media: ReadonlyMap<string, MediaOriginal>;
  seo: readonly SeoRecord[];
  carouselStyles: CarouselStylesRecord;
  contentTwo: JsonValue;
  views: readonly View[];
}

function newestFirst(a: ManagedContentDocument, b: ManagedContentDocument): number {
  if (a.publishedDate !== b.publishedDate) return a.publishedDate < b.publishedDate ? 1 : -1;
  return a.contentKey < b.contentKey ? -1 : 1;
}

/**
 * The store of validated parts. Media URLs in the documents and views get their original's
 * `version` here, once per content snapshot, so every response and page hands them out as stored.
 */
export function createContentStore(parts: ContentParts): ContentStore {
  const findMedia: FindMedia = (contentKey) => parts.media.get(contentKey);
  const documents = parts.documents
    .map((doc) => versionDocumentMedia(doc, findMedia))
    .sort(newestFirst);
  const seo = new Map(parts.seo.map((record) => [record.recordId, record]));
  return {
    site: parts.site,
    documents,
    findDocument: documentFinder(documents),
    findMedia,
    findSeoRecord: (recordId) => seo.get(recordId),
    carouselStyles: parts.carouselStyles,
    contentTwo: parts.contentTwo,
    views: versionMediaIn(parts.views, findMedia),
  };
}
