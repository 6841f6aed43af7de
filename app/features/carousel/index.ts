export { ContentCarousel, type ContentCarouselProps } from './ContentCarousel';
export {
  carouselSlice,
  carouselReducer,
  selectCarousel,
  canAutoAdvance,
  autoAdvanced,
  nextRequested,
  previousRequested,
  slideRequested,
  swiped,
  rotationToggled,
  pauseChanged,
  reducedMotionChanged,
} from './carouselSlice';
export { loadCarousel, type LoadCarouselArgs, type LoadCarouselResult } from './carouselThunks';
export { DEFAULT_CTA_LABEL } from './buildSlide';
export { AUTO_ADVANCE_MS, SETUP_DELAY_MS } from './useCarouselAutoAdvance';
export type { CarouselSdk, CarouselThunkExtra } from './carouselSdk';
export type {
  CarouselEntry,
  CarouselError,
  CarouselRootState,
  CarouselState,
  Slide,
  SlideStyle,
} from './carouselTypes';
