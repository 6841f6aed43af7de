import { makeStore } from '../../../../app/store';

/** The site's store (UI state only), for the toast feature's tests. */
export function makeToastStore() {
  return makeStore();
}

export type ToastTestStore = ReturnType<typeof makeToastStore>;
