import type { DocumentView } from '@about-site/sdk/documents';
import { isValidImageUrl } from '@about-site/sdk/images';
import { siteImageUrl, siteSrcSet, type MediaConfig } from '../../data/siteMedia';
import { languageTag } from '../../../shared/pageLanguage';
import type { Slide, SlideStyle } from './carouselTypes';

/** The call-to-action label when the slide's style sets none (the page's words give theirs). */
const DEFAULT_CTA_LABEL = 'Learn More';

/**
 * Completes a slide from its document: the picture's site url and srcset, the call to action to
 * the document's page (`{basePath}/{content type}/{contentKey}`) and its label (styled or
 * 'Learn More'). `pictureUrl` is the API's url for the picture (null without one); an url that
 * is not an accepted image url (https, site-relative or a data image) shows no picture.
 */
export function buildSlide(
  document: DocumentView,
  pictureUrl: string | null,
  media: MediaConfig,
  style: SlideStyle | undefined,
  defaultCtaLabel = DEFAULT_CTA_LABEL,
): Slide {
  const picture = pictureUrl !== null && isValidImageUrl(pictureUrl) ? pictureUrl.trim() : null;
  return {
    contentKey: document.contentKey,
    title: document.title,
    excerpt: document.excerpt,
    imageUrl: picture === null ? null : siteImageUrl(picture, media),
    imageSrcSet: picture === null ? null : siteSrcSet(picture, media) || null,
    imageAlt: document.title,
    ctaUrl: document.link,
    ctaLabel: style?.callToActionButton?.label ?? defaultCtaLabel,
    ...(document.language ? { lang: languageTag(document.language) } : {}),
  };
}
