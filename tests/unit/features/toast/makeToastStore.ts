import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import {
  startDataErrorToasts,
  toastSlice,
  type DataErrorToastOptions,
} from '../../../../app/features/toast';

/** A store with only the toast slice, and the data-error listener when options are given. */
export function makeToastStore(dataErrors?: DataErrorToastOptions) {
  const listener = createListenerMiddleware();
  if (dataErrors) startDataErrorToasts(listener.startListening, dataErrors);
  return configureStore({
    reducer: { toast: toastSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listener.middleware),
  });
}

export type ToastTestStore = ReturnType<typeof makeToastStore>;
