import {
  isImageDocument,
  isNewsDocument,
  type ImageReference,
  type ManagedContentDocument,
} from '../../../sdk';
import { decodeEntities, sanitizePlainText } from '../../../sdk/text';

/** How a content card shows an item: an image item, a news/blog post, or another type. */
export type ContentKind = 'image' | 'news' | 'other';

/** An image of a content item as the content API gave it (the url is not yet site-resolved). */
export interface ContentImage {
  /** Root-relative media url (`/cms/delivery/media/MC…`) or, when external, an absolute url. */
  url: string;
  isExternal: boolean;
  /** Empty when the item gives none. */
  altText: string;
}

/** What the content card needs of a managed-content item; plain JSON, so it can live in Redux. */
export interface ContentSummary {
  contentKey: string;
  managedContentId: string;
  title: string;
  /** The type's fully qualified name, e.g. `sfdc_cms__news`. */
  contentTypeName: string;
  kind: ContentKind;
  /** `contentBody.excerpt` when the item has one. */
  excerpt: string | null;
  /** The media of an image item, the banner image of a news item. */
  image: ContentImage | null;
}

// Connect entity-encodes string values (`&amp;`, `&#39;`); text fields are decoded once and
// stripped of any tags so they render as plain text.
const plain = (value: string): string => sanitizePlainText(value, { entityEncoded: true });
const attributeText = (value: string): string => plain(value).replace(/\s+/g, ' ');

function fromReference(reference: ImageReference): ContentImage | null {
  const altText = attributeText(reference.overrideAltText ?? reference.altText ?? '');
  if (reference.url) return { url: decodeEntities(reference.url), isExternal: false, altText };
  const { source } = reference;
  const external = source.type === 'url' ? (source.ref ?? source.url) : undefined;
  return external ? { url: decodeEntities(external), isExternal: true, altText } : null;
}

function readExcerpt(body: unknown): string | null {
  const excerpt = (body as { excerpt?: unknown } | null)?.excerpt;
  const text = typeof excerpt === 'string' ? plain(excerpt) : '';
  return text === '' ? null : text;
}

/** Reduces a delivery document to the card's view of it. */
export function summarizeContent(document: ManagedContentDocument<unknown>): ContentSummary {
  const base = {
    contentKey: document.contentKey,
    managedContentId: document.managedContentId,
    title: plain(document.title),
    contentTypeName: document.contentType.fullyQualifiedName,
  };
  if (isImageDocument(document)) {
    const media = document.contentBody['sfdc_cms:media'];
    const altText = attributeText(document.contentBody.altText ?? document.title);
    return {
      ...base,
      kind: 'image',
      excerpt: null,
      image: { url: decodeEntities(media.url), isExternal: media.source.type === 'url', altText },
    };
  }
  if (isNewsDocument(document)) {
    const body = document.contentBody;
    return {
      ...base,
      kind: 'news',
      excerpt: readExcerpt(body),
      image: fromReference(body.bannerImage),
    };
  }
  return { ...base, kind: 'other', excerpt: readExcerpt(document.contentBody), image: null };
}
