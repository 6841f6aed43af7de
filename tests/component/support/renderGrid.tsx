import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Sdk } from '@about-site/sdk';
import { SiteConfigProvider } from '../../../app/config/SiteConfigContext';
import { SdkProvider } from '@about-site/sdk-react';
import { Grid } from '../../../app/blocks/grid/Grid';
import { DEFAULT_GRID_OPTIONS } from '../../../app/blocks/grid/gridOptions';
import type { GridProps } from '../../../app/blocks/grid/Grid';
import { reportDataErrors } from '../../../app/features/toast/dataErrorReporter';
import { dataErrorRaised } from '../../../app/features/toast/toastSlice';
import { makeGridSdk, makeGridStore, siteConfig } from '../../unit/support/gridFixtures';

/**
 * Renders `ui` with the site's providers: a store with the grid and toast slices (UI state),
 * the real SDK over the mocked platform (server data) with the page's data-error reporter, and the
 * site config.
 */
export function renderWithGridProviders(ui: ReactNode, sdk: Sdk = makeGridSdk()) {
  const { store, actions } = makeGridStore();
  reportDataErrors(sdk.cache, (key) => store.dispatch(dataErrorRaised(key)));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <SdkProvider sdk={sdk}>
        <SiteConfigProvider config={siteConfig}>{children}</SiteConfigProvider>
      </SdkProvider>
    </Provider>
  );
  // `rerender` keeps the providers (the same store and SDK).
  return { ...render(ui, { wrapper }), store, actions, sdk };
}

/** Renders a grid with the default options overridden by `props`. */
export function renderGrid(props: Partial<GridProps> & Pick<GridProps, 'gridId'>) {
  return renderWithGridProviders(<Grid {...DEFAULT_GRID_OPTIONS} {...props} />);
}

/** A `matchMedia` where only the given queries match (and never change). */
export function fakeMatchMedia(matching: readonly string[]) {
  return (query: string): MediaQueryList => {
    const list = new EventTarget() as MediaQueryList;
    Object.defineProperties(list, {
      matches: { value: matching.includes(query) },
      media: { value: query },
    });
    return list;
  };
}
