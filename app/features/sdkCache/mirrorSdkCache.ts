import type { Sdk } from '../../../sdk';
import type { AppDispatch } from '../../store';
import { entryChanged } from './sdkCacheSlice';

/**
 * Mirrors every SDK cache entry into the `sdkCache` slice, so the data layer's state is visible
 * (and time-travelled) in Redux DevTools. Returns the unsubscribe function.
 */
export function mirrorSdkCache(sdk: Pick<Sdk, 'cache'>, dispatch: AppDispatch): () => void {
  return sdk.cache.subscribeAll((key, entry) => {
    dispatch(entryChanged({ key, entry: entry ?? null }));
  });
}
