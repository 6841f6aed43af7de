import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { DehydratedCache } from '@about-site/sdk';
import { SiteConfigProvider } from '../../../app/config/SiteConfigContext';
import { SdkProvider } from '@about-site/sdk-react';
import { ContentCarousel } from '../../../app/blocks/contentCarousel/ContentCarousel';
import { selectCarousel } from '../../../app/blocks/contentCarousel/carouselSlice';
import type { CarouselUiState } from '../../../app/blocks/contentCarousel/carouselTypes';
import { selectQueuedToasts, selectShownToasts } from '../../../app/features/toast/toastSlice';
import { makeTestStore } from '../../support/testStore';
import {
  BASE_PATH,
  SITE_ID,
  carouselCache,
  contentKey,
  newsDocument,
} from '../../unit/support/carouselFixtures';

export const CAROUSEL_ID = 'news';
export const NAME = 'Inventory Management';

/** The app's store, a real SDK (requests to the nock-mocked API) and the site settings. */
export function makeHarness(cache?: DehydratedCache) {
  const harness = makeTestStore({ siteId: SITE_ID, basePath: BASE_PATH });
  if (cache) harness.sdk.cache.hydrate(cache);
  return harness;
}

export type Harness = ReturnType<typeof makeHarness>;

let preloadCount = 0;

/**
 * A harness whose cache already holds a collection of `count` stories and the styles (as a
 * server-rendered page would): the carousel shows at once, with no request.
 */
export function preloadedHarness(count: number, styles?: unknown) {
  preloadCount += 1;
  const label = `PRE${String(preloadCount)}`;
  const collectionKey = contentKey(`${label}COLLECTION`);
  const documents = Array.from({ length: count }, (_, index) =>
    newsDocument(contentKey(`${label}S${'ABCDEFGHIJ'[index] ?? 'Z'}`), `Story ${index + 1}`, {
      excerpt: `Excerpt ${index + 1}`,
    }),
  );
  const harness = makeHarness(carouselCache({ collectionKey, documents, styles }));
  return { ...harness, collectionKey, documents };
}

function Carousel({ harness, contentKey: key }: { harness: Harness; contentKey: string }) {
  return (
    <Provider store={harness.store}>
      <SdkProvider sdk={harness.sdk}>
        <SiteConfigProvider config={harness.config}>
          <button type="button">Outside</button>
          <ContentCarousel
            carouselId={CAROUSEL_ID}
            contentKey={key}
            carouselName={NAME}
            label={NAME}
          />
        </SiteConfigProvider>
      </SdkProvider>
    </Provider>
  );
}

/** Renders the carousel of `contentKey` with a button before it; `showKey` re-renders with another. */
export function renderCarousel(harness: Harness, contentKey: string) {
  const result = render(<Carousel harness={harness} contentKey={contentKey} />);
  return {
    ...result,
    showKey: (key: string) => {
      result.rerender(<Carousel harness={harness} contentKey={key} />);
    },
  };
}

/** The carousel's UI state in the store. */
export function carouselUi(harness: Harness): CarouselUiState {
  return selectCarousel(harness.store.getState(), CAROUSEL_ID);
}

/** The data-error toasts raised: the failing cache keys reported, and the toasts shown or queued. */
export function dataErrorToasts(harness: Harness): { sources: string[]; toasts: number } {
  const state = harness.store.getState();
  return {
    sources: [...state.toast.reportedSources],
    toasts: selectShownToasts(state).length + selectQueuedToasts(state).length,
  };
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
