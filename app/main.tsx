import './zodConfig';
import { readSiteConfig } from './config/siteConfig';
import { dataErrorRaised } from './features/toast/toastSlice';
import { startIslands } from './islands/startIslands';
import { readPageState } from './ssr/pageState';
import { makeStore } from './store';
import './styles/base.css';

const config = readSiteConfig(document);
const state = readPageState(document);
const store = makeStore(state?.store);

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');

async function start(root: HTMLElement): Promise<void> {
  if (state?.complete) {
    // The server's HTML stays; only the interactive parts are hydrated, each when it is needed.
    const islandsInView = startIslands(document, { config, store, state });
    // Effects do not run on the server: the reads that failed there are reported now.
    for (const key of state.dataErrors) store.dispatch(dataErrorRaised(key));
    await islandsInView;
  } else {
    const { renderClientApp } = await import('./clientApp');
    await renderClientApp(root, { config, store, sdkState: state?.sdk, page: state?.page });
  }
  // `#root[data-hydrated]`: the page is live (the islands in view hydrated, the rest waiting).
  root.setAttribute('data-hydrated', 'true');
}

void start(container);
