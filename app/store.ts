import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { carouselSlice } from './features/carousel';
import { gridSlice } from './features/grid';
import { toastSlice } from './features/toast';

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
