import { isValidImageUrl } from '../../../sdk/images';
import { siteImageUrl, siteSrcSet, type MediaConfig } from '../../shared/siteMedia';
import type { Slide, SlideStyle } from './carouselTypes';
import type { SlideDraft } from './slideDraft';

/** The call-to-action label when the slide's style sets none. */
export const DEFAULT_CTA_LABEL = 'Learn More';

/**
 * Completes a slide: the picture's site url and srcset, the call to action to
 * `{basePath}/{content type}/{contentKey}` and its label (styled or 'Learn More').
 * `mediaUrl` is the API's url for the picture (null without one); an url that is not an
 * accepted image url (https, site-relative or a data image) shows no picture.
 */
export function buildSlide(
  draft: SlideDraft,
  mediaUrl: string | null,
  media: MediaConfig,
  style: SlideStyle | undefined,
): Slide {
  const picture = mediaUrl !== null && isValidImageUrl(mediaUrl) ? mediaUrl.trim() : null;
  const { basePath } = media;
  return {
    contentKey: draft.contentKey,
    title: draft.title,
    excerpt: draft.excerpt,
    imageUrl: picture === null ? null : siteImageUrl(picture, media),
    imageSrcSet: picture === null ? null : siteSrcSet(picture, media) || null,
    imageAlt: draft.title,
    ctaUrl: `${basePath}/${encodeURIComponent(draft.contentTypeName)}/${encodeURIComponent(draft.contentKey)}`,
    ctaLabel: style?.callToActionButton?.label ?? DEFAULT_CTA_LABEL,
  };
}
