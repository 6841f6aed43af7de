import { z } from 'zod/mini';
import { mediaUrlForKey } from '@about-site/sdk/images';
import { languageTag } from '../../shared/pageLanguage';
import { siteImageUrl, siteSrcSet, type MediaConfig } from './siteMedia';

/** An image as the platform's image data provider describes it (field names are the platform's). */
export interface ImageInfo {
  /** Url the page loads, already under the site base path. */
  Url: string;
  /** The url as the content API gave it. */
  RawUrl: string;
  AltText: string;
  /**
   * The language tag of the document the image and its alt text came from (`fr-FR`): it may be
   * another than the page's (a fallback) or than the block's (copy left in the default).
   */
  Language?: string;
  ContentKey: string;
  /** Responsive widths 640/960/1920, `url 640w, ...`. */
  SrcSet: string;
  bgPosition?: string;
  bgSizeOrRepeat?: string;
}

/** How an image arrives from a server method (the current user's picture). */
export const imageInfoWireSchema = z.object({
  Url: z.string(),
  AltText: z.optional(z.string()),
  ContentKey: z.optional(z.string()),
});

interface ImageFacts {
  /** The url as the API gave it: a platform media path, or an external url. */
  url: string;
  isExternal?: boolean;
  altText?: string;
  contentKey?: string;
  /** The document's language (`fr_FR`), when it says one. */
  language?: string;
}

/** The image info of an API image: site url and srcset for platform media, as is otherwise. */
export function toImageInfo(image: ImageFacts, config: MediaConfig): ImageInfo {
  const external = image.isExternal === true;
  return {
    Url: external ? image.url : siteImageUrl(image.url, config),
    RawUrl: image.url,
    AltText: image.altText ?? '',
    ...(image.language ? { Language: languageTag(image.language) } : {}),
    ContentKey: image.contentKey ?? '',
    SrcSet: external ? '' : siteSrcSet(image.url, config),
  };
}

/** What a key whose document could not be read falls back to: its media path. */
export function fallbackImageInfo(contentKey: string, config: MediaConfig): ImageInfo {
  const url = mediaUrlForKey(contentKey, { basePath: config.basePath });
  return toImageInfo({ url, contentKey }, config);
}
