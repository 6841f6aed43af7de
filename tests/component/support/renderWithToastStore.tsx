import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SiteConfigProvider } from '../../../app/config/SiteConfigContext';
import { useToast } from '../../../app/features/toast/useToast';
import { type ToastConfig } from '../../../app/features/toast/toastTypes';
import { makeToastStore, type ToastTestStore } from '../../support/makeToastStore';
import { testConfig } from '../../support/testStore';

/** Renders inside a store's Provider, with the site config; `rerender` keeps the Providers. */
export function renderWithToastStore(ui: ReactElement, store: ToastTestStore = makeToastStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <SiteConfigProvider config={testConfig}>{children}</SiteConfigProvider>
    </Provider>
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
