import type { Slide, SlideStyle } from './carouselTypes';
import type { SlideDraft } from './slideDraft';
import { siteImageSrcSet, siteImageUrl } from './siteImageUrl';

/** The call-to-action label when the slide's style sets none. */
export const DEFAULT_CTA_LABEL = 'Learn More';

/**
 * Completes a slide: the picture's site url and srcset, the call to action to
 * `{basePath}/{content type}/{contentKey}` and its label (styled or 'Learn More').
 * `mediaUrl` is the API's url for the picture (null without one).
 */
export function buildSlide(
  draft: SlideDraft,
  mediaUrl: string | null,
  basePath: string,
  style: SlideStyle | undefined,
): Slide {
  const imageUrl = mediaUrl === null ? null : siteImageUrl(basePath, mediaUrl);
  return {
    contentKey: draft.contentKey,
    title: draft.title,
    excerpt: draft.excerpt,
    imageUrl,
    imageSrcSet: imageUrl === null ? null : siteImageSrcSet(basePath, imageUrl),
    imageAlt: draft.title,
    ctaUrl: `${basePath}/${encodeURIComponent(draft.contentTypeName)}/${encodeURIComponent(draft.contentKey)}`,
    ctaLabel: style?.callToActionButton?.label ?? DEFAULT_CTA_LABEL,
  };
}
