import {
  isImageDocument,
  isNewsDocument,
  type ImageReference,
  type ManagedContentDocument,
} from '../../../sdk';

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

function fromReference(reference: ImageReference): ContentImage | null {
  const altText = reference.overrideAltText ?? reference.altText ?? '';
  if (reference.url) return { url: reference.url, isExternal: false, altText };
  const { source } = reference;
  const external = source.type === 'url' ? (source.ref ?? source.url) : undefined;
  return external ? { url: external, isExternal: true, altText } : null;
}

function readExcerpt(body: unknown): string | null {
  const excerpt = (body as { excerpt?: unknown } | null)?.excerpt;
  return typeof excerpt === 'string' && excerpt.trim() !== '' ? excerpt : null;
}

/** Reduces a delivery document to the card's view of it. */
export function summarizeContent(document: ManagedContentDocument<unknown>): ContentSummary {
  const base = {
    contentKey: document.contentKey,
    managedContentId: document.managedContentId,
    title: document.title,
    contentTypeName: document.contentType.fullyQualifiedName,
  };
  if (isImageDocument(document)) {
    const media = document.contentBody['sfdc_cms:media'];
    const altText = document.contentBody.altText ?? document.title;
    return {
      ...base,
      kind: 'image',
      excerpt: null,
      image: { url: media.url, isExternal: media.source.type === 'url', altText },
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
