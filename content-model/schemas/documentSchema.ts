import { z } from 'zod';
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
  .regex(MEDIA_URL_PATTERN, 'a media url is /cms/delivery/media/{contentKey}');

/** The envelope of one managed-content document; the body is checked per content type. */
export const documentEnvelopeSchema = z.strictObject({
  /** The JSON Schema an editor checks this file with; not part of the content. */
  $schema: schemaReferenceSchema,
  contentKey: contentKeySchema,
  managedContentId: managedContentIdSchema,
  title: z.string().min(1),
  urlName: z.string().regex(/^[\w-]+$/, 'a url name holds letters, digits, - and _ only'),
  language: languageSchema,
  publishedDate: z.iso.datetime({ error: 'a date is ISO-8601 UTC, like 2021-10-05T07:32:22.000Z' }),
  contentType: z.strictObject({
    fullyQualifiedName: z.enum(CONTENT_TYPES),
    name: z.string().min(1).optional(),
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
      size: z.number().int().nonnegative().optional(),
    }),
    url: mediaUrlSchema,
  }),
});

const imageReferenceSchema = z.strictObject({
  altText: z.string().optional(),
  overrideAltText: z.string().optional(),
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
  bannerImage: imageReferenceSchema.optional(),
  thumbnail: imageReferenceSchema.optional(),
});

export const collectionBodySchema = z.strictObject({
  description: z.string(),
  collection: z.strictObject({
    type: z.enum(CONTENT_TYPES),
    items: z.array(z.strictObject({ contentKey: contentKeySchema, _id: z.string().min(1) })),
  }),
});

export type ImageBody = z.infer<typeof imageBodySchema>;
export type NewsBody = z.infer<typeof newsBodySchema>;
export type ImageReference = z.infer<typeof imageReferenceSchema>;
export type CollectionBody = z.infer<typeof collectionBodySchema>;

export const bodySchemas = {
  sfdc_cms__image: imageBodySchema,
  sfdc_cms__news: newsBodySchema,
  sfdc_cms__cmsManualCollection: collectionBodySchema,
} as const;
