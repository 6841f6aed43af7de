import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
// The slices themselves, not their features' index: the store must not pull in components.
import { carouselSlice } from './features/carousel/carouselSlice';
import { gridSlice } from './features/grid/gridSlice';
import { toastSlice } from './features/toast/toastSlice';

/**
 * UI state only: the carousel, toast and grid state machines. Server data lives once, in the
 * SDK cache (see app/data); development builds add a mirror of it for Redux DevTools.
 */
export const rootReducer = combineSlices(carouselSlice, gridSlice, toastSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Development builds only: the store's name in Redux DevTools, and middleware of theirs. */
export interface DevToolsSetup {
  name: string;
  middleware: Middleware;
  /** Slices RTK's development checks skip at every action: large, and JSON by construction. */
  uncheckedPaths: string[];
}

export function makeStore(preloadedState?: Partial<RootState>, devTools?: DevToolsSetup) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      import.meta.env.DEV && devTools
        ? getDefaultMiddleware({
            serializableCheck: { ignoredPaths: devTools.uncheckedPaths },
            immutableCheck: { ignoredPaths: devTools.uncheckedPaths },
          }).concat(devTools.middleware)
        : getDefaultMiddleware(),
    // Production builds connect nothing: Vite drops this branch.
    devTools: import.meta.env.DEV ? { name: devTools?.name ?? 'About site' } : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
