import type { ReactNode } from 'react';
import type { PageRenderRequest, RenderedPage } from '../shared/pageRender';
import { createSdk } from '@about-site/sdk';
import type { SanitizerWindow } from '@about-site/sdk/text';
import { App } from './App';
import { AppProviders, type AppContext } from './AppProviders';
import { blockTypesIn, loadBlockRegistry } from './blocks/registry';
import { reportDataErrors } from './features/toast/dataErrorReporter';
import { DataErrorRecorderContext } from './features/toast/useDataErrorToasts';
import { IslandContent } from './islands/IslandContent';
import {
  IslandRendererContext,
  type IslandDescriptor,
  type IslandRenderer,
  type Islands,
} from './render/Island';
import { languageOfPath } from '../shared/languageRoutes';
import { matchRoute, pageViewOf } from '../shared/pageRoutes';
import { SanitizerWindowContext } from './ui/SanitizerWindowContext';
import { PageHeadContext, pageHeadHtml, pageHeadRecorder } from './features/seo/pageHead';
import type { PageState } from './ssr/pageState';
import { renderToHtml, type RenderedHtml } from './ssr/renderToHtml';
import { makePageStore } from './pageStore';

let allBlocks: ReturnType<typeof loadBlockRegistry> | undefined;

/** Renders each island once, as a root of its own, and keeps what the browser needs of it. */
function islandRenderer(
  renderRoot: (id: string, island: IslandDescriptor) => Promise<RenderedHtml>,
) {
  const rendered = new Map<string, { island: IslandDescriptor; html: Promise<RenderedHtml> }>();
  const renderer: IslandRenderer = {
    render(id, island) {
      let entry = rendered.get(id);
      if (!entry) {
        entry = { island, html: renderRoot(id, island) };
        rendered.set(id, entry);
      }
      return entry.html.then((result) => result.html);
    },
  };
  const islands = (): Islands =>
    Object.fromEntries([...rendered].map(([id, entry]) => [id, entry.island]));
  /** Whether every island rendered whole (all have settled once the page has). */
  const complete = async (): Promise<boolean> => {
    const results = await Promise.allSettled([...rendered.values()].map((entry) => entry.html));
    return results.every((result) => result.status === 'fulfilled' && result.value.complete);
  };
  return { renderer, islands, complete };
}

/**
 * Renders a page on the server with React's streaming renderer, reading its data through the
 * same SDK as the browser (over the server's own emulator). Waits for every block's data, up to
 * `timeoutMs`; what is missing then is sent as its loading state, and the browser renders that
 * page itself. Each call has its own SDK and store: requests never
 * share state. Interactive blocks are rendered as islands: roots of their own, which are all the
 * browser hydrates.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  const { config } = request;
  const { pageBase } = languageOfPath(request.path, config.basePath, config.languages);
  const route = matchRoute(request.path, pageBase, request.views);
  const view = pageViewOf(route, request.views);
  allBlocks ??= loadBlockRegistry();
  const context: AppContext = {
    store: makePageStore(),
    sdk: createSdk({
      basePath: config.basePath,
      apiVersion: config.currentRelease.apiVersion,
      fetch: request.fetch,
      // The render has its own deadline: a read gets no more than it, and no second try (the
      // browser renders what is missing, with its own retries).
      timeoutMs: request.timeoutMs,
      retries: 0,
    }),
    config,
    registry: await allBlocks,
    suspense: true,
  };
  const head = pageHeadRecorder();
  // Effects do not run here: the failed reads are written down for the browser to report.
  const dataErrors = new Set<string>();
  reportDataErrors(context.sdk.cache, (key) => dataErrors.add(key));
  const deadline = new AbortController();
  const timer = setTimeout(() => {
    deadline.abort(new Error(`the page took longer than ${request.timeoutMs} ms to render`));
  }, request.timeoutMs);

  // The cache entries the islands read: all the browser's islands need of the page's data.
  const islandReads = new Set<string>();
  const inContext = (children: ReactNode, readKeys?: Set<string>) => (
    <AppProviders context={{ ...context, readKeys }}>
      <SanitizerWindowContext value={request.sanitizerWindow as SanitizerWindow}>
        <DataErrorRecorderContext value={dataErrors}>{children}</DataErrorRecorderContext>
      </SanitizerWindowContext>
    </AppProviders>
  );
  const { renderer, islands, complete } = islandRenderer((id, island) =>
    renderToHtml(inContext(<IslandContent island={island} />, islandReads), deadline.signal, id),
  );
  try {
    const page = await renderToHtml(
      inContext(
        <IslandRendererContext value={renderer}>
          <PageHeadContext value={head}>
            <App route={route} view={view} />
          </PageHeadContext>
        </IslandRendererContext>,
      ),
      deadline.signal,
    );
    const whole = page.complete && (await complete());
    const cache = context.sdk.cache.dehydrate();
    const state: PageState = {
      complete: whole,
      // A page rendered whole hands over what its islands read; else the browser renders all of
      // it and gets everything the server read.
      sdk: whole
        ? { ...cache, entries: cache.entries.filter((e) => islandReads.has(e.key)) }
        : cache,
      store: context.store.getState(),
      islands: islands(),
      dataErrors: [...dataErrors],
      // The browser renders an incomplete page itself: it needs the page's view for that.
      ...(whole ? {} : { page: { route, ...(view ? { view } : {}) } }),
    };
    // What the page was made from, for Redux DevTools; the production build drops this.
    if (import.meta.env.DEV) state.serverReads = context.sdk.cache.inspectAll();
    return {
      status: head.head.status,
      headHtml: pageHeadHtml(head.head),
      bodyHtml: page.html,
      blockTypes: view ? [...blockTypesIn(view.nodes)] : [],
      state,
      complete: whole,
    };
  } finally {
    clearTimeout(timer);
    context.sdk.dispose();
  }
}
