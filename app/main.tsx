import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { Provider } from 'react-redux';
import { createSdk } from '../sdk';
import { App } from './App';
import { blockRegistry } from './blocks/registry';
import { readSiteConfig } from './config/siteConfig';
import { SiteConfigProvider } from './config/SiteConfigContext';
import { SdkProvider } from './data/SdkContext';
import { matchRoute } from './routes';
import { makeStore } from './store';
import { BlockRegistryContext } from './views/NodeView';
import './styles/base.css';

// zod would otherwise probe for eval support, which the Content-Security-Policy forbids.
z.config({ jitless: true });

const config = readSiteConfig(document);
const sdk = createSdk({ baseUrl: config.apiOrigin, basePath: config.basePath });
const store = makeStore();

if (import.meta.env.DEV) {
  // Development only: the build drops this branch, so production carries no mirror code.
  void import('./features/sdkCache').then(({ mirrorSdkCache }) => mirrorSdkCache(sdk, store));
}

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <SdkProvider sdk={sdk}>
        <SiteConfigProvider config={config}>
          <BlockRegistryContext value={blockRegistry}>
            <App route={matchRoute(window.location.pathname, config.basePath)} />
          </BlockRegistryContext>
        </SiteConfigProvider>
      </SdkProvider>
    </Provider>
  </StrictMode>,
);
