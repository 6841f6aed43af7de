import type { View } from '../shared/viewSchema';
import { documentFinder } from './documentFinder';
import type { ManagedContentDocument } from './documents';
import { languageVariants } from './languageVariants';
import type { MediaOriginal } from './media';
import type { Redirect } from './redirects';
import { versionDocumentMedia, versionMediaIn, type FindMedia } from './mediaVersion';
import type { CarouselStylesRecord, JsonValue } from './schemas/apexSchemas';
import type { SeoRecord } from './schemas/seoSchema';
import type { SiteSettings } from './schemas/siteSchema';
import { translatedCopy, type UntranslatedCopy } from './translatedCopy';
import type { TranslationsOf } from './translations';

/** The validated content, read-only, as the routes use it. */
export interface SiteContent {
  readonly site: SiteSettings;
  /**
   * Every document in the default language (media URLs versioned), newest `publishedDate` first,
   * then by content key. Variants in other languages are not documents of their own.
   */
  readonly documents: readonly ManagedContentDocument[];
  /**
   * Every document as `language` is served it (see `findDocument`), in the same order; no
   * language, or one the site does not serve: `documents`.
   */
  documentsIn(language?: string): readonly ManagedContentDocument[];
  /**
   * Finds a document by content key or managed content id (15 or 18 characters), in the first
   * language of `language`'s chain it has a variant in, else in the default; no language: the
   * default.
   */
  findDocument(keyOrId: string, language?: string): ManagedContentDocument | undefined;
  /** The original media file of an image document, by content key. */
  findMedia(contentKey: string): MediaOriginal | undefined;
  /** A SEO record, its fields in `language` where translated (see `viewsIn`). */
  findSeoRecord(recordId: string, language?: string): SeoRecord | undefined;
  readonly carouselStyles: CarouselStylesRecord;
  readonly contentTwo: JsonValue;
  /** The page views (the article template among them, media URLs versioned), as rendered. */
  readonly views: readonly View[];
  /**
   * The views in `language`: each piece of copy from the first language of its chain that
   * translates it, else in the default language, its block marked with that `lang`.
   */
  viewsIn(language?: string): readonly View[];
  /** The languages a view is served in: the default and each one it has a translation in. */
  viewLanguages(viewId: string): string[];
  /** The site helper content (the footer) in `language`, translated the same way as the views. */
  contentTwoIn(language?: string): JsonValue;
  /** The carousels' styles in `language`: their call-to-action labels translated. */
  carouselStylesIn(language?: string): CarouselStylesRecord;
  /** The views' and SEO records' copy `language` leaves in the default language. */
  untranslatedCopy(language: string): UntranslatedCopy[];
  /** The routes of moved pages (`redirects.json`): each answers 301 to where its page went. */
  readonly redirects: readonly Redirect[];
}

export interface ContentParts {
  site: SiteSettings;
  documents: readonly ManagedContentDocument[];
  /** The documents' variants in other languages. */
  variants: readonly ManagedContentDocument[];
  media: ReadonlyMap<string, MediaOriginal>;
  seo: readonly SeoRecord[];
  carouselStyles: CarouselStylesRecord;
  contentTwo: JsonValue;
  views: readonly View[];
  /** The views' translations, by view id and language. */
  viewTranslations?: TranslationsOf;
  /** The SEO records' translations, by record id and language. */
  seoTranslations?: TranslationsOf;
  /** The server methods' records' translations (the footer's, the carousel styles'). */
  apexTranslations?: TranslationsOf;
  redirects?: readonly Redirect[];
}

function newestFirst(a: ManagedContentDocument, b: ManagedContentDocument): number {
  if (a.publishedDate !== b.publishedDate) return a.publishedDate < b.publishedDate ? 1 : -1;
  return a.contentKey < b.contentKey ? -1 : 1;
}

/**
 * The store of validated parts. Media URLs in the documents and views get their original's
 * `version` here, once per content snapshot, so every response and page hands them out as stored.
 */
export function createSiteContent(parts: ContentParts): SiteContent {
  const findMedia: FindMedia = (contentKey) => parts.media.get(contentKey);
  const documents = parts.documents
    .map((doc) => versionDocumentMedia(doc, findMedia))
    .sort(newestFirst);
  const variants = parts.variants.map((doc) => versionDocumentMedia(doc, findMedia));
  const inLanguage = languageVariants(parts.site, documents, variants, newestFirst);
  const findSource = documentFinder(documents);
  const seo = new Map(parts.seo.map((record) => [record.recordId, record]));
  const views = versionMediaIn(parts.views, findMedia);
  const copy = translatedCopy(
    parts.site,
    { views, seo: parts.seo, siteHelper: parts.contentTwo, carouselStyles: parts.carouselStyles },
    {
      views: parts.viewTranslations ?? new Map(),
      seo: parts.seoTranslations ?? new Map(),
      apex: parts.apexTranslations ?? new Map(),
    },
  );
  return {
    site: parts.site,
    documents,
    documentsIn: inLanguage.documentsIn,
    findDocument: (keyOrId, language) => {
      const doc = findSource(keyOrId);
      return doc && inLanguage.resolve(doc, language);
    },
    findMedia,
    findSeoRecord: (recordId, language) => {
      const record = seo.get(recordId);
      return record && copy.seoRecordIn(record, language);
    },
    carouselStyles: parts.carouselStyles,
    contentTwo: parts.contentTwo,
    views,
    viewsIn: copy.viewsIn,
    viewLanguages: copy.viewLanguages,
    untranslatedCopy: copy.untranslated,
    contentTwoIn: copy.siteHelperIn,
    carouselStylesIn: copy.carouselStylesIn,
    redirects: parts.redirects ?? [],
  };
}
