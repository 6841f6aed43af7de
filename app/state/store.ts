import {
  combineSlices,
  configureStore,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';

/**
 * The store's state: UI state machines only, a slice per feature. Each feature declares its slice
 * here (`declare module`) and the page's store injects them (`app/pageStore.ts`), so the store and
 * its typed hooks sit below the features that use them. Server data lives once, in the SDK cache;
 * development builds add a mirror of it for Redux DevTools.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the features' slices extend it
export interface RootState {}

/** The store's reducer, which slices are injected into (`rootReducer.inject(slice)`). */
export const rootReducer = combineSlices({}).withLazyLoadedSlices<RootState>();

/** Development builds only: the store's name in Redux DevTools, and middleware of theirs. */
export interface DevToolsSetup {
  name: string;
  middleware: Middleware;
  /** Slices RTK's development checks skip at every action: large, and JSON by construction. */
  uncheckedPaths: string[];
}

/**
 * A store over `rootReducer`. Its slices are injected before it is made (a slice injected later
 * would lose the state preloaded for it at the store's first action), so its state has them all.
 */
export function makeStore(preloadedState?: Partial<RootState>, devTools?: DevToolsSetup) {
  return configureStore({
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
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
