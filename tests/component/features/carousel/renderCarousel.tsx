import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  ContentCarousel,
  carouselReducer,
  loadCarousel,
  type CarouselState,
  type CarouselThunkExtra,
  type Slide,
  type SlideStyle,
} from '../../../../app/features/carousel';
import { makeExtra } from '../../../unit/features/carousel/carouselFixtures';

export const CAROUSEL_ID = 'news';
export const NAME = 'Inventory Management';

export function makeSlide(n: number): Slide {
  return {
    contentKey: `MCSLIDE${n}`,
    title: `Story ${n}`,
    excerpt: `Excerpt ${n}`,
    imageUrl: `/sfsites/c/cms/delivery/media/MCIMAGE${n}`,
    imageSrcSet: null,
    imageAlt: `Story ${n}`,
    ctaUrl: `/sfdc_cms__news/MCSLIDE${n}`,
    ctaLabel: 'Learn More',
  };
}

/** The carousel state of a loaded carousel, built through the slice's own actions. */
export function readyCarouselState(count: number, styles: SlideStyle[] = []): CarouselState {
  const args = { carouselId: CAROUSEL_ID, contentKey: 'MCCOLLECTION', carouselName: NAME };
  const slides = Array.from({ length: count }, (_, index) => makeSlide(index + 1));
  const loading = carouselReducer(undefined, loadCarousel.pending('preload', args));
  return carouselReducer(loading, loadCarousel.fulfilled({ slides, styles }, 'preload', args));
}

export function makeStore(carousel: CarouselState = {}, extra: CarouselThunkExtra = makeExtra()) {
  return configureStore({
    reducer: { carousel: carouselReducer },
    preloadedState: { carousel },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
  });
}

export type TestStore = ReturnType<typeof makeStore>;

/** Renders the carousel; with a preloaded ready state no request is made. */
export function renderCarousel(store: TestStore, contentKey = 'MCCOLLECTION') {
  return render(
    <Provider store={store}>
      <button type="button">Outside</button>
      <ContentCarousel carouselId={CAROUSEL_ID} contentKey={contentKey} carouselName={NAME} />
    </Provider>,
  );
}

/** Makes `matchMedia` answer `matches` for the reduced-motion query; returns the undo. */
export function stubReducedMotion(matches: boolean): () => void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
  return () => {
    Reflect.deleteProperty(window, 'matchMedia');
  };
}

/** Sets `document.visibilityState` and fires `visibilitychange`. */
export function setPageHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}
