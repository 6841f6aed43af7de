import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { PageRenderRequest, RenderedPage } from '../shared/pageRender';
import { createSdk } from '../sdk';
import type { SanitizerWindow } from '../sdk/text';
import { App } from './App';
import { blockRegistry } from './blocks/registry';
import { SiteConfigProvider } from './config/SiteConfigContext';
import { SdkProvider } from './data/SdkContext';
import { SanitizerWindowContext } from './shared/SanitizerWindowContext';
import { matchRoute } from './routes';
import { PageHeadContext, pageHeadHtml, pageHeadRecorder } from './ssr/pageHead';
import { makeStore } from './store';
import { BlockRegistryContext } from './views/NodeView';

/**
 * Renders a page on the server with React's streaming renderer, reading its data through the
 * same SDK as the browser (over the server's own emulator). Waits for every block's data, up to
 * `timeoutMs`; what is still missing then is rendered as its loading state and read by the
 * browser. Each call has its own SDK and store: requests never share state.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  const { config } = request;
  const route = matchRoute(request.path, config.basePath);
  const sdk = createSdk({ basePath: config.basePath, fetch: request.fetch });
  const store = makeStore();
  const head = pageHeadRecorder();
  const tree = (
    <StrictMode>
      <Provider store={store}>
        <SdkProvider sdk={sdk} waitForData>
          <SiteConfigProvider config={config}>
            <BlockRegistryContext value={blockRegistry}>
              <SanitizerWindowContext value={request.sanitizerWindow as SanitizerWindow}>
                <PageHeadContext value={head}>
                  <App route={route} />
                </PageHeadContext>
              </SanitizerWindowContext>
            </BlockRegistryContext>
          </SiteConfigProvider>
        </SdkProvider>
      </Provider>
    </StrictMode>
  );

  const deadline = new AbortController();
  const timer = setTimeout(() => {
    deadline.abort(new Error(`the page took longer than ${request.timeoutMs} ms to render`));
  }, request.timeoutMs);
  try {
    const stream = await renderToReadableStream(tree, {
      signal: deadline.signal,
      // Never outline a large boundary to stream it in later: that takes an inline script,
      // which the CSP forbids. The page is sent whole anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A block that fails here is rendered again in the browser, which reports it.
      onError: () => undefined,
    });
    // The whole page, data included, before the first byte: crawlers and the render cache get
    // complete HTML, and no inline script is needed to stream boundaries in.
    await stream.allReady;
    const bodyHtml = await new Response(stream).text();
    return {
      status: route.page === 'notFound' ? 404 : 200,
      headHtml: pageHeadHtml(head.head),
      bodyHtml,
      state: { sdk: sdk.cache.dehydrate(), store: store.getState() },
    };
  } finally {
    clearTimeout(timer);
    sdk.dispose();
  }
}
