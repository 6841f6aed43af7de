export { ContentCarousel } from './ContentCarousel';
export {
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
export type { CarouselEntries } from './carouselContent';
export type { CarouselContent, CarouselState, CarouselUiState } from './carouselTypes';
