import { z } from 'zod';
import type { ManagedContentDocument } from '../../../sdk';
import type { GridRecord } from './gridTypes';

/** The platform's CMS path prefix: media urls are served under `{basePath}/sfsites/c`. */
const CMS_PATH_PREFIX = '/sfsites/c';

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

/**
 * A site url for a document's image url: absolute https urls stay, root-relative media paths
 * (`/cms/delivery/media/MC…`) go under `{basePath}/sfsites/c`; anything else is refused.
 */
export function siteImageUrl(
  url: string,
  basePath: string,
  isExternal: boolean,
): string | undefined {
  if (/^https:\/\//i.test(url)) return url;
  if (isExternal || !url.startsWith('/') || url.startsWith('//')) return undefined;
  return url.startsWith(`${CMS_PATH_PREFIX}/`)
    ? `${basePath}${url}`
    : `${basePath}${CMS_PATH_PREFIX}${url}`;
}

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
      : siteImageUrl(image.url, basePath, image.source?.type === 'url');
  return {
    ...document,
    ...(body.excerpt === undefined ? {} : { excerpt: body.excerpt }),
    ...(imageUrl === undefined ? {} : { imageUrl, imageAlt: image?.altText ?? body.altText ?? '' }),
  };
}
