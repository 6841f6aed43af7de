export { ContentCarousel, type ContentCarouselProps } from './ContentCarousel';
export {
  carouselSlice,
  carouselReducer,
  selectCarousel,
  canAutoAdvance,
  carouselSource,
  INITIAL_CAROUSEL_UI,
  shownIndex,
  sourceChanged,
  autoAdvanced,
  nextRequested,
  previousRequested,
  slideRequested,
  swiped,
  rotationToggled,
  pauseChanged,
  reducedMotionChanged,
} from './carouselSlice';
export { carouselContent, carouselDocuments, referencedPictureKeys } from './carouselContent';
export type { CarouselEntries, CarouselContentOptions } from './carouselContent';
export { DEFAULT_CTA_LABEL } from './buildSlide';
export { AUTO_ADVANCE_MS, SETUP_DELAY_MS } from './useCarouselAutoAdvance';
export type {
  CarouselContent,
  CarouselState,
  CarouselUiState,
  Slide,
  SlideStyle,
} from './carouselTypes';
