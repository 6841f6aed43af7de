import { makePageStore } from '../../app/pageStore';

/** The site's store (UI state only), for the toast feature's tests. */
export function makeToastStore() {
  return makePageStore();
}

export type ToastTestStore = ReturnType<typeof makeToastStore>;
