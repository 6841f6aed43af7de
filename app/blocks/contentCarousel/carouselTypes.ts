/** Per-slide custom styles from the admin panel, already validated (see slideStyleSchema.ts). */
export interface TextStyle {
  /** Font size in rem. */
  fontSize?: number;
  fontWeight?: string;
  color?: string;
}

export interface ButtonStyle {
  border?: string;
  borderRadius?: string;
  color?: string;
  backgroundColor?: string;
}

interface CallToActionStyle extends ButtonStyle {
  /** Replaces the default 'Learn More' label. */
  label?: string;
}

export interface SlideStyle {
  slideBorder?: string;
  slideBorderRadius?: string;
  slideBackgroundColor?: string;
  callToActionButton?: CallToActionStyle;
  directionalButtonsStyle?: ButtonStyle;
  titleStyle?: TextStyle;
  excerptStyle?: TextStyle;
}

/** One slide as the carousel shows it; every url is ready to render. */
export interface Slide {
  contentKey: string;
  title: string;
  excerpt: string;
  /** Site media url (`{basePath}/sfsites/c/cms/delivery/media/…`) or an external https url; null without an image. */
  imageUrl: string | null;
  /** `srcset` with the 640/960/1920 widths, or null when the image cannot be resized. */
  imageSrcSet: string | null;
  imageAlt: string;
  ctaUrl: string;
  ctaLabel: string;
  /**
   * The language tag of the slide's document (title, excerpt, alt text), when it says one: it
   * may be another than the page's (a fallback) or than its carousel's block.
   */
  lang?: string;
}

/**
 * What a carousel shows, derived from the SDK cache: nothing to read (`idle`), a skeleton
 * (`loading`), the fallback message (`failed`), or its slides.
 */
export type CarouselContent =
  | { state: 'Unfulfilled' | 'Pending' | 'Error' }
  | {
      state: 'Fulfilled';
      slides: Slide[];
      /** Ordered per-slide styles; index i styles slide i. Empty means default styling. */
      styles: SlideStyle[];
    };

type CarouselRotation = 'rotating' | 'stopped';
export type PauseReason = 'hover' | 'focus' | 'hidden';

/** One carousel's UI state machine; its slides live in the SDK cache, not here. */
export interface CarouselUiState {
  /** Identifies what the carousel shows (collection and name); a new one starts at slide 1. */
  source: string;
  activeIndex: number;
  rotation: CarouselRotation;
  /** True once the visitor stopped rotation (navigation or the Stop button); only Start clears it. */
  stoppedByVisitor: boolean;
  pausedBy: Record<PauseReason, boolean>;
  reducedMotion: boolean;
}

/** Carousels keyed by id (the block's id in the view). */
export type CarouselState = Record<string, CarouselUiState>;
