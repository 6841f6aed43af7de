import { combineSlices, configureStore } from '@reduxjs/toolkit';
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

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: import.meta.env.DEV ? { name: 'About site' } : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
