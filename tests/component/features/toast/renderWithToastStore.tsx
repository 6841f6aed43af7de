import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useToast, type ToastConfig } from '../../../../app/features/toast';
import { makeToastStore, type ToastTestStore } from '../../../unit/features/toast/makeToastStore';

/** Renders inside a store's Provider; `rerender` keeps the Provider. */
export function renderWithToastStore(ui: ReactElement, store: ToastTestStore = makeToastStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}

/** A page button that shows a toast, as a block would through `useToast`. */
export function ShowToastButton({ config, name = 'Show' }: { config: ToastConfig; name?: string }) {
  const showToast = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        showToast(config);
      }}
    >
      {name}
    </button>
  );
}
