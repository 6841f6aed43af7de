import { mediaUrlForKey } from '@about-site/sdk/images';
import type { AuthoringClient } from '../api/authoringClient';
import type { ImageLibrary } from './imageLibrary';

/**
 * The image library over the authoring API: the image documents a search lists, each drawn from
 * the site's media path under its base path.
 */
export function authoringImageLibrary(
  client: Pick<AuthoringClient, 'listImages'>,
  basePath: string,
): ImageLibrary {
  return {
    search: async (words) =>
      (await client.listImages(words)).map((image) => ({
        contentKey: image.contentKey,
        title: image.title,
        altText: image.altText ?? '',
      })),
    srcOf: (contentKey) => mediaUrlForKey(contentKey, { basePath }),
  };
}
