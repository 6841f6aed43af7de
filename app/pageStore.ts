import { carouselSlice } from './blocks/contentCarousel/carouselSlice';
import { gridSlice } from './blocks/grid/gridSlice';
import { toastSlice } from './features/toast/toastSlice';
import { makeStore, rootReducer, type DevToolsSetup, type RootState } from './state/store';

// The slices themselves, not their blocks' modules: the page's first script must not pull in
// components.
const PAGE_SLICES = [carouselSlice, gridSlice, toastSlice] as const;

/**
 * The page's store, on the server and in the browser: the carousel, grid and toast slices,
 * injected before the store is made so the state the server rendered with is kept whole.
 */
export function makePageStore(preloadedState?: Partial<RootState>, devTools?: DevToolsSetup) {
  for (const slice of PAGE_SLICES) rootReducer.inject(slice);
  return makeStore(preloadedState, devTools);
}
