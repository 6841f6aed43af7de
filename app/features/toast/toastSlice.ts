import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { normalizeContainerConfig, type ToastContainerOptions } from './normalizeToastOptions';
import { DEFAULT_CONTAINER_CONFIG } from './toastConstants';
import type { ShownToast, ToastContainerConfig, ToastRecord } from './toastTypes';

declare module '../../state/store' {
  /** The toast slice in the store (injected by the page's store). */
  interface RootState {
    toast: ToastState;
  }
}

interface ToastState {
  config: ToastContainerConfig;
  /** Waiting for a free place; their auto-close timers have not started. */
  queue: ToastRecord[];
  /** On screen, oldest first; `closing` ones still take a place until `toast/closed`. */
  shown: ShownToast[];
  /** Data-error sources already toasted in this page load. */
  reportedSources: string[];
}

const initialState: ToastState = {
  config: DEFAULT_CONTAINER_CONFIG,
  queue: [],
  shown: [],
  reportedSources: [],
};

/** The default text of a data-error toast: no raw error text reaches the visitor. */
export const DATA_ERROR_LABEL = 'Error';
export const DATA_ERROR_MESSAGE = 'Some content could not be loaded. Please try again later.';

function promote(state: ToastState): void {
  while (state.queue.length > 0 && state.shown.length < state.config.maxToasts) {
    const next = state.queue.shift();
    if (next) state.shown.push({ ...next, status: 'shown' });
  }
}

function isKnown(state: ToastState, id: string): boolean {
  return state.queue.some((t) => t.id === id) || state.shown.some((t) => t.id === id);
}

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    /** The container's settings changed; a larger maximum promotes waiting toasts at once. */
    configured(state, action: PayloadAction<ToastContainerOptions>) {
      state.config = normalizeContainerConfig(action.payload);
      promote(state);
    },
    /** A validated toast joins the queue, and is shown at once if there is room. */
    enqueued(state, action: PayloadAction<ToastRecord>) {
      if (isKnown(state, action.payload.id)) return;
      state.queue.push(action.payload);
      promote(state);
    },
    /** Close button, Escape or auto-close: the toast starts fading out. */
    closeRequested(state, action: PayloadAction<{ id: string }>) {
      const toast = state.shown.find((t) => t.id === action.payload.id);
      if (toast) toast.status = 'closing';
    },
    /** The fade is over (or skipped under reduced motion): remove it and show the next. */
    closed(state, action: PayloadAction<{ id: string }>) {
      state.shown = state.shown.filter((t) => t.id !== action.payload.id);
      promote(state);
    },
    /** A data source failed: one error toast per source per page load. */
    dataErrorRaised: {
      reducer(state, action: PayloadAction<{ source: string; toast: ToastRecord }>) {
        const { source, toast } = action.payload;
        if (state.reportedSources.includes(source)) return;
        state.reportedSources.push(source);
        state.queue.push(toast);
        promote(state);
      },
      prepare(source: string, message: string = DATA_ERROR_MESSAGE) {
        const toast: ToastRecord = {
          id: nanoid(),
          label: DATA_ERROR_LABEL,
          message,
          variant: 'error',
          mode: 'dismissible',
          hasLink: false,
        };
        return { payload: { source, toast } };
      },
    },
  },
  selectors: {
    selectToastConfig: (state) => state.config,
    selectShownToasts: (state) => state.shown,
    selectQueuedToasts: (state) => state.queue,
  },
});

export const {
  configured: toastConfigured,
  enqueued: toastEnqueued,
  closeRequested: toastCloseRequested,
  closed: toastClosed,
  dataErrorRaised,
} = toastSlice.actions;

export const { selectToastConfig, selectShownToasts, selectQueuedToasts } = toastSlice.selectors;
