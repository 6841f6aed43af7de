import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { SiteConfig } from '../../app/config/siteConfig';
import { SiteConfigProvider } from '../../app/config/SiteConfigContext';
import { blockRegistry } from '../../app/blocks/registry';
import { BlockRegistryContext, type BlockRegistry } from '../../app/views/NodeView';
import { makeTestStore } from './testStore';

interface Options {
  config?: Partial<SiteConfig>;
  registry?: BlockRegistry;
}

/** Renders with the app's providers: a real store over a real SDK (mock HTTP with nock). */
export function renderWithProviders(ui: ReactNode, options: Options = {}) {
  const { store, sdk, config } = makeTestStore(options.config);
  const result: RenderResult = render(
    <Provider store={store}>
      <SiteConfigProvider config={config}>
        <BlockRegistryContext value={options.registry ?? blockRegistry}>{ui}</BlockRegistryContext>
      </SiteConfigProvider>
    </Provider>,
  );
  return { ...result, store, sdk, config };
}
