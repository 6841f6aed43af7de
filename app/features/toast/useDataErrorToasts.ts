import { useEffect } from 'react';
import type { CacheEntry } from '../../../sdk';
import type { SdkQuery } from '../../data/useSdkEntries';
import { useAppDispatch } from '../../hooks';
import { dataErrorRaised } from './toastSlice';

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
  const failing = queries
    .filter((_, index) => entries[index]?.error !== undefined)
    .map((query) => query.key)
    .join('\n');

  useEffect(() => {
    if (failing === '') return;
    for (const key of failing.split('\n')) dispatch(dataErrorRaised(key));
  }, [dispatch, failing]);
}
