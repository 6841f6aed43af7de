// The bodies of the standard content types as zod schemas, for apps that validate with zod; the
// SDK's own type guards (`typedDocuments.ts`) check the same shapes without it.
import * as z from 'zod/mini';

/** An image field of a body (bannerImage, thumbnail): a reference to an image document, or a url. */
export const imageReferenceSchema = z.object({
  /** Root-relative media url (`/cms/delivery/media/MC…`), usually inlined by the delivery API. */
  url: z.optional(z.string()),
  altText: z.optional(z.string()),
  overrideAltText: z.optional(z.string()),
  source: z.union([
    z.object({ type: z.literal('imageReference'), ref: z.object({ contentKey: z.string() }) }),
    z.object({ type: z.literal('url'), ref: z.optional(z.string()), url: z.optional(z.string()) }),
  ]),
});
export type ImageReference = z.infer<typeof imageReferenceSchema>;

/** `sfdc_cms__image` (also audio, video, document media). */
export const imageBodySchema = z.object({
  altText: z.optional(z.string()),
  'sfdc_cms:media': z.object({
    source: z.object({
      /** `file` for an uploaded asset (url root-relative); `url` for an external one (absolute). */
      type: z.enum(['file', 'url']),
      mimeType: z.optional(z.string()),
      size: z.optional(z.number()),
    }),
    /** Treat as opaque: it may carry a query string; only prefix it. */
    url: z.string(),
  }),
});
export type ImageBody = z.infer<typeof imageBodySchema>;

/** `sfdc_cms__news` (the site's blog posts). `body` is entity-encoded rich text. */
export const newsBodySchema = z.object({
  bannerImage: imageReferenceSchema,
  body: z.string(),
  excerpt: z.string(),
  /** Not a standard news field: the site's blog type adds it. */
  thumbnail: z.optional(imageReferenceSchema),
});
export type NewsBody = z.infer<typeof newsBodySchema>;

/** `sfdc_cms__cmsManualCollection`: an ordered list of content keys of one type. */
export const manualCollectionBodySchema = z.object({
  collection: z.object({
    items: z.array(z.object({ contentKey: z.string(), _id: z.optional(z.string()) })),
    type: z.string(),
  }),
  description: z.optional(z.string()),
});
export type ManualCollectionBody = z.infer<typeof manualCollectionBodySchema>;
