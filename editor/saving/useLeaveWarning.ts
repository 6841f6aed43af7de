import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { EditorStore } from '../state/editorStore';

/**
 * While some of the author's changes are not in the draft yet (unsaved, on their way, kept here
 * while offline, or waiting on a conflict), closing or leaving the tab asks first: the browser's
 * own "Leave site?" prompt. Once all is saved, the tab closes without a word.
 */
export function useLeaveWarning(): void {
  const store = useStore() as EditorStore;
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (store.getState().save.status === 'saved') return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [store]);
}
