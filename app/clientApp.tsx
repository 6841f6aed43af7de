import './zodConfig';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { loadBlockRegistry } from './blocks/registry';
import { loadMessages } from './i18n/loadMessages';
import { createPageSdk } from './pageSdk';
import { readSiteConfig } from './config/readSiteConfig';
import { makePageStore } from './pageStore';
import type { PageState } from './ssr/pageState';
import type { AppStore } from './state/store';

interface ClientApp {
  /** The store development made up front; else the page's is made here. */
  store: AppStore | undefined;
  /**
   * What the server gave before it stopped rendering the page, if it did: what it read, the
   * page to render (the 404 page without it), the UI state.
   */
  state: PageState | null;
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
  const { state } = app;
  const store = app.store ?? makePageStore(state?.store);
  const inPage = readSiteConfig(container.ownerDocument);
  const page = state?.page ?? { route: { page: 'notFound' } };
  const sdk = createPageSdk(inPage, store, state?.sdk);
  const [registry, messages] = await Promise.all([
    loadBlockRegistry(),
    loadMessages(container.ownerDocument.documentElement.lang),
  ]);
  const config = { ...inPage, messages };
  await new Promise<void>((resolve) => {
    createRoot(container).render(
      <AppProviders context={{ store, sdk, config, registry }}>
        <App {...page} />
        <CommitNotifier onCommit={resolve} />
      </AppProviders>,
    );
  });
}
