import { createContext, use, useEffect } from 'react';
import { useAppDispatch } from '../../hooks';
import { dataErrorRaised } from './toastSlice';

/**
 * Server rendering: the cache keys of the page's failing reads are written down here during the
 * render (effects do not run there); the browser raises their toasts once the page is live.
 */
export const DataErrorRecorderContext = createContext<Set<string> | null>(null);

/**
 * Tells the visitor that data failed: one error toast per failing source, by cache key (the slice
 * remembers the keys it reported), however many blocks read it. `useSdkEntries` reports every
 * read that failed; a reader also reports data it cannot read. The block keeps showing its
 * fallback, so the toast is `dismissible`.
 */
export function useDataErrorToasts(failingKeys: readonly string[]): void {
  const dispatch = useAppDispatch();
  const recorder = use(DataErrorRecorderContext);
  for (const key of failingKeys) recorder?.add(key);
  const failing = failingKeys.join('\n');

  useEffect(() => {
    if (failing === '') return;
    for (const key of failing.split('\n')) dispatch(dataErrorRaised(key));
  }, [dispatch, failing]);
}
