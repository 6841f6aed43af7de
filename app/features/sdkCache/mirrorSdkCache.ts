import type { Sdk } from '@about-site/sdk';
import { rootReducer, type AppStore } from '../../store';
import { entriesReplaced, entryChanged, sdkCacheSlice } from './sdkCacheSlice';

/**
 * Development only: mirrors every SDK cache entry into an `sdkCache` slice injected into the
 * store, so the data layer's state is visible (and time-travelled) in Redux DevTools. The site
 * never reads it. Returns the unsubscribe function.
 */
export function mirrorSdkCache(sdk: Pick<Sdk, 'cache'>, store: Pick<AppStore, 'dispatch'>) {
  rootReducer.inject(sdkCacheSlice);
  store.dispatch(entriesReplaced(sdk.cache.entries()));
  return sdk.cache.subscribeAll((key, entry) => {
    store.dispatch(entryChanged({ key, entry: entry ?? null }));
  });
}
