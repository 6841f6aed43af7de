import { resolveMediaUrl } from '../images/mediaUrl.js';
import { isLocale } from '../links/identifiers.js';
import { managedContentUrl } from '../links/managedContentUrl.js';
import { decodeDeliveryEntities as decode } from '../text/decodeEntities.js';
import { removeMarkup } from '../text/stripTags.js';
import { CONTENT_TYPES } from './contentTypes.js';

/** A picture of a document as the delivery API gives it, decoded and ready to resolve. */
export interface DocumentImage {
  /**
   * The media url, entity-decoded: root-relative (`/cms/delivery/media/MC…`) for the site's own
   * media, absolute for an external image. Empty when the image is given only by reference.
   */
  url: string;
  /** True for an image hosted elsewhere (`source.type` `url`): it is used as it is. */
  isExternal: boolean;
  /** Entity-decoded text; empty when the document gives none. */
  altText: string;
  /** The image document's content key when the field refers to one, else empty. */
  contentKey: string;
}

/** How blocks show a managed-content document: the same document reads the same everywhere. */
export interface DocumentView {
  contentKey: string;
  managedContentId: string;
  /** The type's fully qualified name, e.g. `sfdc_cms__news`. */
  contentTypeName: string;
  kind: 'image' | 'news' | 'collection' | 'other';
  /** Entity-decoded text, as written: render it as text. */
  title: string;
  /** `contentBody.excerpt` as plain text (tags stripped); empty when there is none. */
  excerpt: string;
  /**
   * `contentBody.body`, a news article's rich text, entity-decoded once: HTML that is NOT yet
   * sanitised (render it only through `sanitizeRichText`). Empty when there is none.
   */
  body: string;
  /** An image item's own media (`sfdc_cms:media`). */
  media: DocumentImage | null;
  /** `contentBody.thumbnail`. */
  thumbnail: DocumentImage | null;
  /** `contentBody.bannerImage`. */
  banner: DocumentImage | null;
  /** The picture a listing shows: the media, else the thumbnail, else the banner image. */
  image: DocumentImage | null;
  /** The managed-content page: `{basePath}/{contentTypeName}/{contentKey}`. */
  link: string;
  /** The publish date (ISO-8601), empty when absent. */
  publishedDate: string;
  /**
   * The language the document came in (`fr_FR`), as its `language` field says: another than the
   * one asked for when the platform fell back. Empty when absent or not in the platform's
   * locale form, so it is safe to turn into a `lang`.
   */
  language: string;
}

/**
 * The `contentBody` fields `readDocument` reads for all but `body`: what a list of documents
 * (titles, excerpts, pictures) asks `getContentFields` for, to read its documents without their
 * bodies.
 */
export const VIEW_BODY_FIELDS: readonly string[] = [
  'title',
  'excerpt',
  'sfdc_cms:media',
  'altText',
  'thumbnail',
  'bannerImage',
];

export interface ReadDocumentOptions {
  /** The site base path links are generated under. Default `''`. */
  basePath?: string;
  /**
   * The site's origin, for an app on another origin: the site's images then come back as the
   * absolute addresses that load (`resolveMediaUrl` with `basePath` and `origin`), so their
   * srcsets load too. Default: images as the platform gives them (root-relative).
   */
  origin?: string;
}

type Fields = Readonly<Record<string, unknown>>;

function fieldsOf(value: unknown): Fields | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : undefined;
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

// Connect entity-encodes string values (`&amp;`, `&lt;`, `&gt;`, `&quot;` and numeric references):
// each is decoded once, and other named references are kept as written. Titles and alt texts are
// text as written (markup in them shows literally); an excerpt may carry markup, which is stripped.
function text(value: unknown): string {
  return decode(stringOf(value)).replace(/\s+/g, ' ').trim();
}

/**
 * The first pass undoes the wire's encoding; markup that was written encoded then shows as
 * markup, and the second pass strips it too, as the DOM sanitiser drops text that looks like tags.
 */
function plainText(value: unknown): string {
  return text(removeMarkup(decode(removeMarkup(stringOf(value)))));
}

function imageField(value: unknown): DocumentImage | null {
  const field = fieldsOf(value);
  if (!field) return null;
  const source = fieldsOf(field.source);
  const ref = source?.ref;
  const altText = text(field.overrideAltText ?? field.altText);
  const contentKey = stringOf(fieldsOf(ref)?.contentKey);
  const url = stringOf(field.url);
  if (url !== '') {
    const isExternal = source?.type === 'url';
    return { url: decode(url), isExternal, altText, contentKey };
  }
  const external = typeof ref === 'string' ? ref : stringOf(source?.url);
  if (external !== '') return { url: decode(external), isExternal: true, altText, contentKey };
  return contentKey === '' ? null : { url: '', isExternal: false, altText, contentKey };
}

function mediaOf(body: Fields, title: string): DocumentImage | null {
  const media = imageField(body['sfdc_cms:media']);
  if (!media || media.url === '') return null;
  const altText = text(body.altText);
  return { ...media, altText: altText === '' ? title : altText };
}

function kindOf(typeName: string): DocumentView['kind'] {
  switch (typeName) {
    case CONTENT_TYPES.image:
      return 'image';
    case CONTENT_TYPES.news:
      return 'news';
    case CONTENT_TYPES.manualCollection:
      return 'collection';
    default:
      return 'other';
  }
}

/** With an origin, a site image's absolute address; without one, images as they are. */
function siteImageAddress(
  options: ReadDocumentOptions,
): (image: DocumentImage | null) => DocumentImage | null {
  const { origin, basePath } = options;
  if (origin === undefined) return (image) => image;
  return (image) =>
    image === null || image.isExternal || image.url === ''
      ? image
      : { ...image, url: resolveMediaUrl(image.url, { basePath, origin }) };
}

/**
 * Reads a delivery document (`getContent`, or an item of `getContents` with bodies) the way every
 * block shows it. Returns null for a value that is not a document (no content key or type, or
 * ones that cannot form the document's page link).
 */
export function readDocument(
  value: unknown,
  options: ReadDocumentOptions = {},
): DocumentView | null {
  const document = fieldsOf(value);
  const contentKey = stringOf(document?.contentKey);
  const contentTypeName = stringOf(fieldsOf(document?.contentType)?.fullyQualifiedName);
  const link = managedContentUrl(contentTypeName, contentKey, options.basePath);
  if (!document || link === undefined) return null;
  const body = fieldsOf(document.contentBody) ?? {};
  const title = text(document.title ?? body.title);
  const at = siteImageAddress(options);
  const media = at(mediaOf(body, title));
  const thumbnail = at(imageField(body.thumbnail));
  const banner = at(imageField(body.bannerImage));
  return {
    contentKey,
    managedContentId: stringOf(document.managedContentId),
    contentTypeName,
    kind: kindOf(contentTypeName),
    title,
    excerpt: plainText(body.excerpt),
    body: decode(stringOf(body.body)),
    media,
    thumbnail,
    banner,
    image: media ?? thumbnail ?? banner,
    link,
    publishedDate: stringOf(document.publishedDate),
    language: isLocale(document.language) ? document.language : '',
  };
}

/**
 * The content keys a manual collection lists, in order: `contentBody.collection.items[]` (the
 * platform's shape), tolerating `contentBody.items[]`; items without a key are skipped.
 */
export function collectionItemKeys(value: unknown): string[] {
  const body = fieldsOf(fieldsOf(value)?.contentBody);
  const items = fieldsOf(body?.collection)?.items ?? body?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    const key = stringOf(fieldsOf(item)?.contentKey);
    return key === '' ? [] : [key];
  });
}
