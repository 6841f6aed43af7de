import { readDocument, type ManagedContentDocument } from '@about-site/sdk/documents';
import { isValidImageUrl, resolveMediaUrl } from '@about-site/sdk/images';
import { languageTag } from '../../../shared/pageLanguage';
import type { GridRecord } from './gridTypes';

/**
 * A grid record from a delivery document: the document as it is (so `{!Item.title}` and
 * `{!Item.contentBody.excerpt}` bind to the platform's fields) plus what the default card shows,
 * as `readDocument` reads it: `displayTitle` and `excerpt` (plain text, entity-decoded), and
 * `imageUrl` / `imageAlt` (the media, else the thumbnail, else the banner image; platform media
 * under `{basePath}/sfsites/c`, external images as they are, unusable urls dropped), and for a
 * news document `link`, its article page under `pageBase` (the page's language's pages), and
 * `lang`, the language tag of the document's words.
 */
export function documentRecord(
  document: ManagedContentDocument,
  basePath: string,
  pageBase: string = basePath,
): GridRecord {
  const view = readDocument(document, { basePath: pageBase });
  if (!view) return { ...document };
  const { title, excerpt, image, kind, link, language } = view;
  const imageUrl =
    image === null || image.url === ''
      ? undefined
      : resolveMediaUrl(image.url, { basePath, isExternal: image.isExternal });
  return {
    ...document,
    ...(title === '' ? {} : { displayTitle: title }),
    ...(excerpt === '' ? {} : { excerpt }),
    ...(kind === 'news' ? { link } : {}),
    ...(language === '' ? {} : { lang: languageTag(language) }),
    ...(imageUrl !== undefined && isValidImageUrl(imageUrl)
      ? { imageUrl, imageAlt: image?.altText ?? '' }
      : {}),
  };
}
