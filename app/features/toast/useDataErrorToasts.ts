import { createContext, use, useEffect } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { dataErrorRaised } from './toastSlice';

/**
 * Server rendering: the cache keys of the data readers cannot read are written down here during
 * the render (effects do not run there); the browser raises their toasts once the page is live.
 */
export const DataErrorRecorderContext = createContext<Set<string> | null>(null);

/**
 * Tells the visitor that a read's data cannot be read (a response of another shape): its source's
 * one error toast, by cache key (the slice remembers the keys it reported). Failed reads are
 * reported by the cache's one reporter (`reportDataErrors`), not here. The block keeps showing its
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
