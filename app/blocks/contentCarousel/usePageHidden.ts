import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
  };
}

const getSnapshot = () => document.visibilityState === 'hidden';

/** True while the page's tab is hidden (`visibilitychange`). */
export function usePageHidden(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
