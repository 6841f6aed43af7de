import { createContext, use, useEffect } from 'react';
import type { CacheEntry } from '@about-site/sdk';
import type { SdkQuery } from '../../data/useSdkEntries';
import { useAppDispatch } from '../../hooks';
import { dataErrorRaised } from './toastSlice';

/**
 * Server rendering: the cache keys of the page's failing reads are written down here during the
 * render (effects do not run there); the browser raises their toasts once the page is live.
 */
export const DataErrorRecorderContext = createContext<Set<string> | null>(null);

/**
 * Tells the visitor when a block's data failed: one error toast per failing request, by cache
 * key (the slice remembers the keys it reported), however many blocks read it. The block keeps
 * showing its fallback, so the toast is `dismissible`.
 */
export function useDataErrorToasts(
  queries: readonly Pick<SdkQuery<unknown>, 'key'>[],
  entries: readonly CacheEntry[],
): void {
  const dispatch = useAppDispatch();
  const recorder = use(DataErrorRecorderContext);
  const failingKeys = queries
    .filter((_, index) => entries[index]?.error !== undefined)
    .map((query) => query.key);
  for (const key of failingKeys) recorder?.add(key);
  const failing = failingKeys.join('\n');

  useEffect(() => {
    if (failing === '') return;
    for (const key of failing.split('\n')) dispatch(dataErrorRaised(key));
  }, [dispatch, failing]);
}
