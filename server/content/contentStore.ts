import type { View } from '../../shared/viewSchema';
import type { ManagedContentDocument } from './documents';
import type { MediaOriginal } from './media';
import type { CarouselStylesRecord, JsonValue } from './schemas/apexSchemas';
import { CONTENT_KEY_PATTERN, sameRecordId } from './schemas/ids';
import type { SeoRecord } from './schemas/seoSchema';
import type { SiteSettings } from './schemas/siteSchema';

/** The validated content, read-only, as the routes use it. */
export interface ContentStore {
  readonly site: SiteSettings;
  /** Every document, newest `publishedDate` first, then by content key. */
  readonly documents: readonly ManagedContentDocument[];
  /** Finds a document by content key or managed content id (15 or 18 characters). */
  findDocument(keyOrId: string): ManagedContentDocument | undefined;
  /** The original media file of an image document, by content key. */
  findMedia(contentKey: string): MediaOriginal | undefined;
  findSeoRecord(recordId: string): SeoRecord | undefined;
  readonly carouselStyles: CarouselStylesRecord;
  readonly contentTwo: JsonValue;
  /** The page views (the article template among them), as the server renders them. */
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

export function createContentStore(parts: ContentParts): ContentStore {
  const documents = [...parts.documents].sort(newestFirst);
  const byKey = new Map(documents.map((doc) => [doc.contentKey, doc]));
  const byShortId = new Map(documents.map((doc) => [doc.managedContentId.slice(0, 15), doc]));
  const seo = new Map(parts.seo.map((record) => [record.recordId, record]));
  return {
    site: parts.site,
    documents,
    findDocument(keyOrId) {
      if (CONTENT_KEY_PATTERN.test(keyOrId)) return byKey.get(keyOrId);
      if (keyOrId.length !== 15 && keyOrId.length !== 18) return undefined;
      const doc = byShortId.get(keyOrId.slice(0, 15));
      return doc && sameRecordId(doc.managedContentId, keyOrId) ? doc : undefined;
    },
    findMedia: (contentKey) => parts.media.get(contentKey),
    findSeoRecord: (recordId) => seo.get(recordId),
    carouselStyles: parts.carouselStyles,
    contentTwo: parts.contentTwo,
    views: parts.views,
  };
}
