import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { AuthoringClient } from '../../../../editor/api/authoringClient';
import { pageOpened, propChanged } from '../../../../editor/document/documentSlice';
import { saveSlice } from '../../../../editor/saving/saveSlice';
import { useLeaveWarning } from '../../../../editor/saving/useLeaveWarning';
import { makeEditorStore } from '../../../../editor/state/editorStore';
import { block, viewOf } from '../../../unit/support/editorViews';

/** A client that never answers: the changes stay unsaved for as long as the test looks. */
const silentClient = {
  saveDraft: () => new Promise(() => undefined),
} as unknown as AuthoringClient;

function leaving(): BeforeUnloadEvent {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('useLeaveWarning', () => {
  it('asks before the tab closes while a change is not saved, and not once all is', () => {
    const store = makeEditorStore(silentClient);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { unmount } = renderHook(useLeaveWarning, { wrapper });
    store.dispatch(
      pageOpened({
        path: 'views/about.json',
        view: viewOf([block('textBlock', 't1', { text: 'Hello' })]),
        revision: 1,
        baseRevision: 1,
      }),
    );
    expect(leaving().defaultPrevented).toBe(false);

    store.dispatch(propChanged({ id: 't1', prop: 'text', value: 'Hello there' }));
    expect(store.getState().save.status).toBe('unsaved');
    expect(leaving().defaultPrevented).toBe(true);

    store.dispatch(saveSlice.actions.succeeded({ at: new Date(0).toISOString(), more: false }));
    expect(leaving().defaultPrevented).toBe(false);

    store.dispatch(propChanged({ id: 't1', prop: 'text', value: 'Hello again' }));
    unmount();
    expect(leaving().defaultPrevented).toBe(false);
  });
});
