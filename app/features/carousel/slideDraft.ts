import { CONTENT_TYPES } from '../../../sdk';
import {
  imageFieldSchema,
  mediaFieldSchema,
  type DeliveryDocument,
  type ImageField,
} from './deliveryDocument';
import { decodeEntities } from '../../../sdk/text';

/** Where a slide's picture comes from: a url in hand, or an image document still to read. */
export type SlideImageSource =
  { kind: 'url'; url: string } | { kind: 'reference'; contentKey: string };

/** A slide read from its document, before urls are made site urls and styles applied. */
export interface SlideDraft {
  contentKey: string;
  contentTypeName: string;
  title: string;
  excerpt: string;
  image: SlideImageSource | null;
}

/** The fields a slide's picture is read from, in order of preference. */
const IMAGE_FIELDS = ['thumbnail', 'bannerImage'] as const;

function imageSourceFromField(field: ImageField): SlideImageSource | null {
  if (field.url) return { kind: 'url', url: field.url };
  const source = field.source;
  if (!source) return null;
  if (typeof source.ref === 'string') return { kind: 'url', url: source.ref };
  if (source.url) return { kind: 'url', url: source.url };
  const key = source.ref?.contentKey;
  return key ? { kind: 'reference', contentKey: key } : null;
}

/** The media url of an image document (`contentBody['sfdc_cms:media'].url`), or null. */
export function mediaUrl(document: DeliveryDocument): string | null {
  const media = mediaFieldSchema.safeParse(document.contentBody?.['sfdc_cms:media']);
  return media.success ? media.data.url : null;
}

function imageSource(document: DeliveryDocument): SlideImageSource | null {
  if (document.contentType.fullyQualifiedName === CONTENT_TYPES.image) {
    const url = mediaUrl(document);
    return url ? { kind: 'url', url } : null;
  }
  for (const name of IMAGE_FIELDS) {
    const field = imageFieldSchema.safeParse(document.contentBody?.[name]);
    const source = field.success ? imageSourceFromField(field.data) : null;
    if (source) return source;
  }
  return null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? decodeEntities(value.trim()) : '';
}

/** Reads a slide (news, image or any type with the same fields) from its delivery document. */
export function slideDraftFromDocument(document: DeliveryDocument): SlideDraft {
  const body = document.contentBody ?? {};
  return {
    contentKey: document.contentKey,
    contentTypeName: document.contentType.fullyQualifiedName,
    title: text(document.title ?? body.title),
    excerpt: text(body.excerpt),
    image: imageSource(document),
  };
}
