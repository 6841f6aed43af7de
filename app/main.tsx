import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { Provider } from 'react-redux';
import { createSdk } from '../sdk';
import { App } from './App';
import { blockRegistry } from './blocks/registry';
import { readSiteConfig } from './config/siteConfig';
import { SiteConfigProvider } from './config/SiteConfigContext';
import { mirrorSdkCache } from './features/sdkCache';
import { matchRoute } from './routes';
import { makeStore } from './store';
import { BlockRegistryContext } from './views/NodeView';
import './styles/base.css';

// zod would otherwise probe for eval support, which the Content-Security-Policy forbids.
z.config({ jitless: true });

const config = readSiteConfig(document);
const sdk = createSdk({ baseUrl: config.apiOrigin, basePath: config.basePath });
const store = makeStore({ sdk, config });
mirrorSdkCache(sdk, store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <SiteConfigProvider config={config}>
        <BlockRegistryContext value={blockRegistry}>
          <App route={matchRoute(window.location.pathname, config.basePath)} />
        </BlockRegistryContext>
      </SiteConfigProvider>
    </Provider>
  </StrictMode>,
);
