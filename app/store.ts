import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Sdk } from '../sdk';
import type { SiteConfig } from './config/siteConfig';

/** What every thunk receives as its third argument: the SDK and the site's settings. */
export interface ThunkExtra {
  sdk: Sdk;
  config: SiteConfig;
}

// Feature slices are listed here as they are built; each owns its selectors.
export const rootReducer = combineSlices({});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(extra: ThunkExtra, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }),
    devTools: import.meta.env.DEV ? { name: 'About site' } : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
