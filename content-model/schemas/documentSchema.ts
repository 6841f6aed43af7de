import { z } from 'zod/mini';
import {
  contentKeySchema,
  languageSchema,
  managedContentIdSchema,
  schemaReferenceSchema,
} from './ids';

const CONTENT_TYPES = [
  'sfdc_cms__image',
  'sfdc_cms__news',
  'sfdc_cms__cmsManualCollection',
] as const;
export type ContentTypeFqn = (typeof CONTENT_TYPES)[number];

const MEDIA_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/tiff',
] as const;

/** Root-relative media url as the platform sends it, optionally with a query string. */
export const MEDIA_URL_PATTERN = /^\/cms\/delivery\/media\/(MC[A-Z2-7]{26})(\?[^#\s]*)?$/;
const mediaUrlSchema = z
  .string()
  .check(z.regex(MEDIA_URL_PATTERN, 'a media url is /cms/delivery/media/{contentKey}'));

/** The envelope of one managed-content document; the body is checked per content type. */
export const documentEnvelopeSchema = z.strictObject({
  /** The JSON Schema an editor checks this file with; not part of the content. */
  $schema: schemaReferenceSchema,
  contentKey: contentKeySchema,
  managedContentId: managedContentIdSchema,
  title: z.string().check(z.minLength(1)),
  urlName: z.string().check(z.regex(/^[\w-]+$/, 'a url name holds letters, digits, - and _ only')),
  language: languageSchema,
  publishedDate: z.iso.datetime({ error: 'a date is ISO-8601 UTC, like 2021-10-05T07:32:22.000Z' }),
  contentType: z.strictObject({
    fullyQualifiedName: z.enum(CONTENT_TYPES),
    name: z.optional(z.string().check(z.minLength(1))),
  }),
  contentBody: z.record(z.string(), z.unknown()),
});

export const imageBodySchema = z.strictObject({
  altText: z.string(),
  'sfdc_cms:media': z.strictObject({
    source: z.strictObject({
      type: z.literal('file'),
      mimeType: z.enum(MEDIA_MIME_TYPES),
      /** Informative only: the server always sends the media file's real size. */
      size: z.optional(z.int().check(z.nonnegative())),
    }),
    url: mediaUrlSchema,
  }),
});

const imageReferenceSchema = z.strictObject({
  altText: z.optional(z.string()),
  overrideAltText: z.optional(z.string()),
  url: mediaUrlSchema,
  source: z.strictObject({
    type: z.literal('imageReference'),
    ref: z.strictObject({ contentKey: contentKeySchema }),
  }),
});

export const newsBodySchema = z.strictObject({
  excerpt: z.string(),
  /** RichText, stored raw; the server entity-encodes it on the wire. */
  body: z.string(),
  bannerImage: z.optional(imageReferenceSchema),
  thumbnail: z.optional(imageReferenceSchema),
});

export const collectionBodySchema = z.strictObject({
  description: z.string(),
  collection: z.strictObject({
    type: z.enum(CONTENT_TYPES),
    items: z.array(
      z.strictObject({ contentKey: contentKeySchema, _id: z.string().check(z.minLength(1)) }),
    ),
  }),
});

type ImageBody = z.infer<typeof imageBodySchema>;
export type NewsBody = z.infer<typeof newsBodySchema>;
export type ImageReference = z.infer<typeof imageReferenceSchema>;
type CollectionBody = z.infer<typeof collectionBodySchema>;

export const bodySchemas = {
  sfdc_cms__image: imageBodySchema,
  sfdc_cms__news: newsBodySchema,
  sfdc_cms__cmsManualCollection: collectionBodySchema,
} as const;

/** A document's body, tagged with its content type so code can narrow on it. */
export type TypedBody =
  | { type: 'sfdc_cms__image'; body: ImageBody }
  | { type: 'sfdc_cms__news'; body: NewsBody }
  | { type: 'sfdc_cms__cmsManualCollection'; body: CollectionBody };

/** One managed-content document as stored (the wire adds server-computed fields). */
export interface ManagedContentDocument {
  contentKey: string;
  managedContentId: string;
  title: string;
  urlName: string;
  language: string;
  /** ISO-8601 UTC with milliseconds. */
  publishedDate: string;
  contentType: { fullyQualifiedName: ContentTypeFqn; name?: string };
  content: TypedBody;
}
