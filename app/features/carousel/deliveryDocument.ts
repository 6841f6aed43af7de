import { z } from 'zod';

/** The parts of a Managed Content Delivery Document the carousel reads (nulls are on the wire). */
export const deliveryDocumentSchema = z.looseObject({
  contentKey: z.string().min(1),
  title: z.string().nullish(),
  contentType: z.looseObject({ fullyQualifiedName: z.string().min(1) }),
  contentBody: z.record(z.string(), z.unknown()).nullish(),
});

export type DeliveryDocument = z.infer<typeof deliveryDocumentSchema>;

/** An image field: an inlined root-relative url, a reference by key, or a foreign url. */
export const imageFieldSchema = z.looseObject({
  url: z.string().nullish(),
  altText: z.string().nullish(),
  source: z
    .looseObject({
      type: z.string().nullish(),
      ref: z.union([z.string(), z.looseObject({ contentKey: z.string().nullish() })]).nullish(),
      url: z.string().nullish(),
    })
    .nullish(),
});

export type ImageField = z.infer<typeof imageFieldSchema>;

/** `sfdc_cms:media` of an image document. */
export const mediaFieldSchema = z.looseObject({
  url: z.string().min(1),
  source: z.looseObject({ type: z.string().nullish() }).nullish(),
});

const itemsSchema = z.array(
  z
    .looseObject({ contentKey: z.string().min(1) })
    .nullable()
    .catch(null),
);

const collectionBodySchema = z.looseObject({
  collection: z.looseObject({ items: itemsSchema.nullish() }).nullish(),
  items: itemsSchema.nullish(),
});

/** Parses an unknown value as a delivery document, or null. */
export function toDeliveryDocument(value: unknown): DeliveryDocument | null {
  const parsed = deliveryDocumentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The content keys of a manual collection, in collection order. Reads
 * `contentBody.collection.items[]` and tolerates `contentBody.items[]`; items without a key are
 * skipped.
 */
export function collectionItemKeys(document: DeliveryDocument): string[] {
  const body = collectionBodySchema.safeParse(document.contentBody ?? {});
  if (!body.success) return [];
  const items = body.data.collection?.items ?? body.data.items ?? [];
  return items.flatMap((item) => (item ? [item.contentKey] : []));
}
