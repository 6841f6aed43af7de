import { ContentCarousel } from './ContentCarousel';
import type { BlockProps } from '../blockTypes';
import type { ContentCarouselBlockProps } from './contentCarouselProps';

/** Places a content carousel; the node id keys its state in the store. */
export function ContentCarouselBlock({
  id,
  props,
  copyLang,
}: BlockProps<ContentCarouselBlockProps>) {
  return (
    <ContentCarousel
      carouselId={id}
      contentKey={props.contentKey}
      carouselName={props.carouselName}
      label={props.label}
      labelLang={copyLang}
    />
  );
}
