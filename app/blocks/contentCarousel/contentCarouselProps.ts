/** Props of the `contentCarousel` block. */
export interface ContentCarouselBlockProps {
  /** Content key (or managed content id) of the manual collection; '' when missing or invalid. */
  contentKey: string;
  /** The carousel's name, the key of its admin styles; '' when missing. */
  carouselName: string;
  /** The carousel's accessible name, in the page's language: `label`, else `carouselName`. */
  label: string;
}

/** Content keys (`MC…`) and managed content ids (`20Y…`) are short runs of letters and digits. */
const CONTENT_KEY = /^[A-Za-z0-9]{1,64}$/;
const MAX_NAME_LENGTH = 120;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Normalises raw block props; never throws. */
export function parseContentCarouselProps(
  raw: Readonly<Record<string, unknown>>,
): ContentCarouselBlockProps {
  const contentKey = text(raw.contentKey);
  const carouselName = text(raw.carouselName).slice(0, MAX_NAME_LENGTH);
  return {
    contentKey: CONTENT_KEY.test(contentKey) ? contentKey : '',
    carouselName,
    label: text(raw.label).slice(0, MAX_NAME_LENGTH) || carouselName,
  };
}
