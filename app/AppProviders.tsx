import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Sdk } from '@about-site/sdk';
import { SdkProvider } from '@about-site/sdk-react';
import type { SiteConfig } from './config/readSiteConfig';
import { SiteConfigProvider } from './config/SiteConfigContext';
import type { AppStore } from './state/store';
import { BlockRegistryContext, type BlockRegistry } from './render/NodeList';

export interface AppContext {
  store: AppStore;
  sdk: Sdk;
  config: SiteConfig;
  registry: BlockRegistry;
  /** Server rendering: readers suspend until their data has settled (see `SdkProvider`). */
  suspense?: boolean;
  /** Server rendering: the cache keys read in this root are added here (see `SdkProvider`). */
  readKeys?: Set<string>;
  /**
   * The store's state when the server rendered the page, for a root hydrated after the store has
   * moved on (a toast raised before the toast region was hydrated): it hydrates from this, then
   * renders the current state.
   */
  serverState?: unknown;
}

/**
 * The providers every React root of the site has: the page in the browser or on the server, and
 * each island. One component, so a root hydrated on its own matches what the server rendered.
 */
export function AppProviders({ context, children }: { context: AppContext; children: ReactNode }) {
  const { store, sdk, config, registry, suspense, readKeys, serverState } = context;
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState as ReturnType<AppStore['getState']>}>
        <SdkProvider sdk={sdk} suspense={suspense} readKeys={readKeys}>
          <SiteConfigProvider config={config}>
            <BlockRegistryContext value={registry}>{children}</BlockRegistryContext>
          </SiteConfigProvider>
        </SdkProvider>
      </Provider>
    </StrictMode>
  );
}
