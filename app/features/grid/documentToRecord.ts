import { z } from 'zod';
import type { ManagedContentDocument } from '../../../sdk';
import { isValidImageUrl, resolveMediaUrl } from '../../../sdk/images';
import type { GridRecord } from './gridTypes';

const imageFieldSchema = z.object({
  url: z.string().optional(),
  altText: z.string().optional(),
  source: z.object({ type: z.string().optional() }).optional(),
});

const contentBodySchema = z.object({
  excerpt: z.string().optional().catch(undefined),
  altText: z.string().optional().catch(undefined),
  thumbnail: imageFieldSchema.optional().catch(undefined),
  bannerImage: imageFieldSchema.optional().catch(undefined),
  'sfdc_cms:media': imageFieldSchema.optional().catch(undefined),
});

const documentSchema = z.object({ contentBody: contentBodySchema.optional().catch(undefined) });

type ImageField = z.infer<typeof imageFieldSchema>;

function pickImage(body: z.infer<typeof contentBodySchema>): ImageField | undefined {
  return [body.thumbnail, body.bannerImage, body['sfdc_cms:media']].find(
    (field) => typeof field?.url === 'string' && field.url !== '',
  );
}

/**
 * A grid record from a delivery document: the document as it is (so `{!Item.title}` and
 * `{!Item.contentBody.excerpt}` bind) plus `excerpt`, `imageUrl` and `imageAlt` ready to show.
 * The image is the thumbnail, else the banner image, else an image item's media.
 */
export function documentToRecord(document: ManagedContentDocument, basePath: string): GridRecord {
  const body = documentSchema.parse(document).contentBody;
  if (!body) return { ...document };
  const image = pickImage(body);
  const imageUrl =
    image?.url === undefined
      ? undefined
      : resolveMediaUrl(image.url, { basePath, isExternal: image.source?.type === 'url' });
  const showable = imageUrl !== undefined && isValidImageUrl(imageUrl);
  return {
    ...document,
    ...(body.excerpt === undefined ? {} : { excerpt: body.excerpt }),
    ...(showable ? { imageUrl, imageAlt: image?.altText ?? body.altText ?? '' } : {}),
  };
}
