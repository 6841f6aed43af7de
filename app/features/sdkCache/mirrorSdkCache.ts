import type { CacheEntry, Sdk } from '../../../sdk';
import type { AppDispatch } from '../../store';
import { entryChanged, type MirroredEntry } from './sdkCacheSlice';

function toMirroredError(error: unknown): MirroredEntry['error'] {
  if (!error) return null;
  if (error instanceof Error) {
    const { status, statusText, errorType } = error as Error & {
      status?: number;
      statusText?: string;
      errorType?: string;
    };
    return { message: error.message, status, statusText, errorType };
  }
  return { message: String(error) };
}

function toMirroredEntry(entry: CacheEntry | undefined): MirroredEntry | null {
  if (!entry) return null;
  return {
    state: entry.state,
    loading: entry.loading,
    loaded: entry.loaded,
    data: entry.data,
    error: toMirroredError(entry.error),
  };
}

/**
 * Mirrors every SDK cache entry into the `sdkCache` slice, so the data layer's state is visible
 * (and time-travelled) in Redux DevTools. Returns the unsubscribe function.
 */
export function mirrorSdkCache(sdk: Pick<Sdk, 'cache'>, dispatch: AppDispatch): () => void {
  return sdk.cache.subscribeAll((key, entry) => {
    dispatch(entryChanged({ key, entry: toMirroredEntry(entry) }));
  });
}
