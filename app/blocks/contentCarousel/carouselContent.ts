import type { CacheEntry, ManagedContentCollection, ManagedContentDocument } from '@about-site/sdk';
import { readDocument, type DocumentView } from '@about-site/sdk/documents';
import type { MediaConfig } from '../../data/siteMedia';
import { buildSlide } from './buildSlide';
import { carouselStylesFromResponse } from './carouselStyles';
import type { CarouselContent } from './carouselTypes';

type PageEntries = readonly CacheEntry<ManagedContentCollection>[];

/** The cache entries a carousel is derived from. */
export interface CarouselEntries {
  /** The manual collection (`getContent`). */
  collection: CacheEntry<ManagedContentDocument>;
  /** Its items, one page per 25 keys (`getContentFields`: the fields a slide shows). */
  items: PageEntries;
  /** The image documents of pictures given only by reference. */
  pictures: PageEntries;
  /** The admin styles (`grabCarouselStyles`). */
  styles: CacheEntry;
}

export interface CarouselContentOptions {
  carouselName: string;
  media: MediaConfig;
  /** The call to action's label where the styles set none, in the page's language. */
  ctaLabel?: string;
}

const PENDING: CarouselContent = { state: 'Pending' };
const ERROR: CarouselContent = { state: 'Error' };

/** A response or an error is in. */
const settled = (entry: CacheEntry) => entry.data !== undefined || entry.error !== undefined;
/** The last request failed and there is nothing to show instead. */
const failed = (entry: CacheEntry) => entry.error !== undefined && entry.data === undefined;

function documentsByKey(pages: PageEntries, basePath: string): Map<string, DocumentView> {
  const documents = new Map<string, DocumentView>();
  for (const page of pages) {
    for (const value of page.data?.contents ?? []) {
      // A bad document (not a document, or not linkable) is skipped like a missing one.
      const document = readDocument(value, { basePath });
      if (document) documents.set(document.contentKey, document);
    }
  }
  return documents;
}

/**
 * The collection's documents in collection order, once every page of items is in (empty
 * before); keys the platform did not return are skipped.
 */
export function carouselDocuments(
  itemKeys: readonly string[],
  items: PageEntries,
  basePath: string,
): DocumentView[] {
  if (!items.every((page) => page.data !== undefined)) return [];
  const documents = documentsByKey(items, basePath);
  return itemKeys.flatMap((key) => {
    const document = documents.get(key);
    return document ? [document] : [];
  });
}

/** The image documents still to read: pictures given only by content key. */
export function referencedPictureKeys(documents: readonly DocumentView[]): string[] {
  return documents.flatMap(({ image }) =>
    image && image.url === '' && image.contentKey !== '' ? [image.contentKey] : [],
  );
}

function pictureUrl(document: DocumentView, referenced: Map<string, DocumentView>): string | null {
  const { image } = document;
  if (!image) return null;
  if (image.url !== '') return image.url;
  return referenced.get(image.contentKey)?.media?.url ?? null;
}

/**
 * What a carousel shows, from its cache entries and its documents (`carouselDocuments`). It
 * waits until the collection, its items, the styles and the referenced pictures have settled;
 * fails when the collection or items cannot be read. A failed style call means default
 * styling, a failed picture read only costs those pictures.
 */
export function carouselContent(
  entries: CarouselEntries,
  documents: readonly DocumentView[],
  { carouselName, media, ctaLabel }: CarouselContentOptions,
): CarouselContent {
  const { collection, items, pictures, styles } = entries;
  if (failed(collection) || items.some(failed)) return ERROR;
  const required = [collection, ...items, styles, ...pictures];
  if (!required.every(settled)) return PENDING;
  const referenced = documentsByKey(pictures, media.basePath);
  const slideStyles =
    styles.data === undefined ? [] : carouselStylesFromResponse(styles.data, carouselName);
  const slides = documents.map((document, index) =>
    buildSlide(document, pictureUrl(document, referenced), media, slideStyles[index], ctaLabel),
  );
  return { state: 'Fulfilled', slides, styles: slideStyles };
}
