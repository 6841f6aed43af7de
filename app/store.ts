import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { Sdk } from '../sdk';
import type { SiteConfig } from './config/siteConfig';
import { carouselSlice, loadCarousel } from './features/carousel';
import { contentSlice, loadManagedContent } from './features/content';
import { gridSlice, loadGridPage } from './features/grid';
import { imagesSlice } from './features/images';
import { sdkCacheSlice } from './features/sdkCache';
import { seoSlice } from './features/seo';
import { siteInfoSlice } from './features/siteInfo';
import { startDataErrorToasts, toastSlice } from './features/toast';
import { loadUser, userSlice } from './features/user';

/** What every thunk receives as its third argument: the SDK and the site's settings. */
export interface ThunkExtra {
  sdk: Sdk;
  config: SiteConfig;
}

export const rootReducer = combineSlices(
  userSlice,
  imagesSlice,
  seoSlice,
  contentSlice,
  carouselSlice,
  gridSlice,
  toastSlice,
  siteInfoSlice,
  sdkCacheSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/** The data loads of visible blocks: a failure shows one error toast per source. */
const visibleBlockLoads = [loadUser, loadManagedContent, loadCarousel, loadGridPage];

export function makeStore(extra: ThunkExtra, preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  startDataErrorToasts(listener.startListening, { matchers: visibleBlockLoads });
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(listener.middleware),
    devTools: import.meta.env.DEV ? { name: 'About site' } : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
