import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createSdk } from '../sdk';
import { App } from './App';
import { blockRegistry } from './blocks/registry';
import { readSiteConfig } from './config/siteConfig';
import { SiteConfigProvider } from './config/SiteConfigContext';
import { SdkProvider } from './data/SdkContext';
import { matchRoute } from './routes';
import { readPageState } from './ssr/pageState';
import { makeStore } from './store';
import { BlockRegistryContext } from './views/NodeView';
import './styles/base.css';

const config = readSiteConfig(document);
const sdk = createSdk({ baseUrl: config.apiOrigin, basePath: config.basePath });
// A server-rendered page carries its data: the first render needs no request.
const pageState = readPageState(document);
if (pageState) sdk.cache.hydrate(pageState.sdk);
const store = makeStore(pageState?.store);

if (import.meta.env.DEV) {
  // Development only: the build drops this branch, so production carries no mirror code.
  void import('./features/sdkCache').then(({ mirrorSdkCache }) => mirrorSdkCache(sdk, store));
}

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');

/** Marks the page as live (`#root[data-hydrated]`): until then it is the server's HTML. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', 'true');
  }, []);
  return children;
}

const page = (
  <StrictMode>
    <Provider store={store}>
      <SdkProvider sdk={sdk}>
        <SiteConfigProvider config={config}>
          <BlockRegistryContext value={blockRegistry}>
            <Hydrated>
              <App route={matchRoute(window.location.pathname, config.basePath)} />
            </Hydrated>
          </BlockRegistryContext>
        </SiteConfigProvider>
      </SdkProvider>
    </Provider>
  </StrictMode>
);
if (pageState) hydrateRoot(container, page);
else createRoot(container).render(page);
