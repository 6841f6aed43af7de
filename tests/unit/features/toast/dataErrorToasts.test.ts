import {
  configureStore,
  createAsyncThunk,
  createListenerMiddleware,
  isRejected,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  DATA_ERROR_MESSAGE,
  selectQueuedToasts,
  selectReportedSources,
  selectShownToasts,
  startDataErrorToasts,
  toastSlice,
  type ToastRootState,
} from '../../../../app/features/toast';
import { makeToastStore } from './makeToastStore';

const loadPage = createAsyncThunk('grid/loadPage', (arg: { page: number }) => {
  throw new Error(`HTTP 500 for page ${arg.page}`);
});
const loadSlides = createAsyncThunk(
  'carousel/loadSlides',
  (key: string): Promise<string> => Promise.reject(new Error(`Network down for ${key}`)),
  { condition: (key) => key !== 'skip' },
);
const loadQuietly = createAsyncThunk('other/load', (): Promise<string> =>
  Promise.reject(new Error('x')),
);
const loadSlowly = createAsyncThunk(
  'seo/load',
  (_arg: undefined, { signal }) =>
    new Promise<string>((_resolve, reject) => {
      signal.addEventListener('abort', () => {
        reject(new DOMException('Aborted', 'AbortError'));
      });
    }),
);
const loadAndReportAbort = createAsyncThunk('images/load', (): Promise<string> =>
  Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
);

function toasts(state: ToastRootState) {
  return [...selectShownToasts(state), ...selectQueuedToasts(state)];
}

describe('startDataErrorToasts', () => {
  it('shows one friendly error toast when a matched thunk fails', async () => {
    const store = makeToastStore({ matchers: [loadPage, loadSlides] });
    await store.dispatch(loadPage({ page: 2 }));
    const all = toasts(store.getState());
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      label: 'Error',
      message: DATA_ERROR_MESSAGE,
      variant: 'error',
      mode: 'dismissible',
    });
    expect(JSON.stringify(all)).not.toContain('HTTP 500');
    expect(selectReportedSources(store.getState())).toEqual(['grid/loadPage {"page":2}']);
  });

  it('toasts a failing source once per page load, however often it fails', async () => {
    const store = makeToastStore({ matchers: [loadPage, loadSlides] });
    await Promise.all([
      store.dispatch(loadPage({ page: 1 })),
      store.dispatch(loadPage({ page: 1 })),
    ]);
    await store.dispatch(loadPage({ page: 1 }));
    await store.dispatch(loadSlides('MC1'));
    await store.dispatch(loadSlides('MC1'));
    expect(toasts(store.getState())).toHaveLength(2);
    expect(selectReportedSources(store.getState())).toEqual([
      'grid/loadPage {"page":1}',
      'carousel/loadSlides "MC1"',
    ]);
  });

  it('treats another argument as another source', async () => {
    const store = makeToastStore({ matchers: [loadPage] });
    await store.dispatch(loadPage({ page: 1 }));
    await store.dispatch(loadPage({ page: 2 }));
    expect(toasts(store.getState())).toHaveLength(2);
  });

  it('ignores aborted, condition-cancelled and AbortError rejections', async () => {
    const store = makeToastStore({ matchers: [loadSlides, loadSlowly, loadAndReportAbort] });
    await store.dispatch(loadSlides('skip'));
    const pending = store.dispatch(loadSlowly());
    pending.abort();
    const aborted = await pending;
    expect(isRejected(aborted) && aborted.meta.aborted).toBe(true);
    await store.dispatch(loadAndReportAbort());
    expect(toasts(store.getState())).toEqual([]);
    expect(selectReportedSources(store.getState())).toEqual([]);
  });

  it('ignores rejections of thunks it was not given (thunks are functions too)', async () => {
    const store = makeToastStore({ matchers: [loadPage, loadSlides] });
    await store.dispatch(loadQuietly());
    expect(toasts(store.getState())).toEqual([]);
    expect(selectReportedSources(store.getState())).toEqual([]);
    await store.dispatch(loadSlides('MC2'));
    expect(selectReportedSources(store.getState())).toEqual(['carousel/loadSlides "MC2"']);
  });

  it('ignores thunks it was not given, and accepts plain matchers', async () => {
    const store = makeToastStore({
      matchers: [(action) => action.type === 'carousel/loadSlides/rejected'],
    });
    await store.dispatch(loadQuietly());
    await store.dispatch(loadPage({ page: 1 }));
    expect(toasts(store.getState())).toEqual([]);
    await store.dispatch(loadSlides('MC9'));
    expect(toasts(store.getState())).toHaveLength(1);
  });

  it('ignores a matched action that is not a rejection', async () => {
    const store = makeToastStore({ matchers: [() => true] });
    store.dispatch({ type: 'grid/loadPage/rejected' });
    expect(toasts(store.getState())).toEqual([]);
    await store.dispatch(loadPage({ page: 3 }));
    expect(toasts(store.getState())).toHaveLength(1);
  });

  it('uses a custom sentence, and stops when unsubscribed', async () => {
    // Typed as the site's store would type it: root state, thunk dispatch and extra argument.
    const listener = createListenerMiddleware();
    const startListening = listener.startListening.withTypes<
      ToastRootState & { other: number },
      ThunkDispatch<ToastRootState & { other: number }, { sdk: object }, UnknownAction>,
      { sdk: object }
    >();
    const stop = startDataErrorToasts(startListening, {
      matchers: [loadPage],
      message: 'The news could not be loaded.',
    });
    const store = configureStore({
      reducer: { toast: toastSlice.reducer, other: (state: number = 0) => state },
      middleware: (gDM) => gDM().prepend(listener.middleware),
    });
    await store.dispatch(loadPage({ page: 1 }));
    expect(toasts(store.getState())[0]?.message).toBe('The news could not be loaded.');
    stop();
    await store.dispatch(loadPage({ page: 2 }));
    expect(toasts(store.getState())).toHaveLength(1);
  });
});
