import './zodConfig';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { DehydratedCache } from '@about-site/sdk';
import { App, type PageTarget } from './App';
import { AppProviders } from './AppProviders';
import { loadBlockRegistry } from './blocks/registry';
import { createPageSdk } from './pageSdk';
import { readSiteConfig } from './config/siteConfig';
import type { AppStore } from './state/store';

interface ClientApp {
  store: AppStore;
  /** What the server read before it gave up rendering the page, if it did. */
  sdkState: DehydratedCache | undefined;
  /** The page to render (the server's choice); the 404 page without it. */
  page: PageTarget | undefined;
}

/** Calls `onCommit` once React has committed the root it is rendered in; renders nothing. */
function CommitNotifier({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Renders the whole page in the browser, when the server could not render all of it (under
 * `npm run dev` too). Loaded only then, so pages rendered whole never download it.
 */
export async function renderClientApp(container: HTMLElement, app: ClientApp): Promise<void> {
  const { store, sdkState } = app;
  const config = readSiteConfig(container.ownerDocument);
  const page = app.page ?? { route: { page: 'notFound' } };
  const sdk = createPageSdk(config, store, sdkState);
  const registry = await loadBlockRegistry();
  await new Promise<void>((resolve) => {
    createRoot(container).render(
      <AppProviders context={{ store, sdk, config, registry }}>
        <App {...page} />
        <CommitNotifier onCommit={resolve} />
      </AppProviders>,
    );
  });
}
