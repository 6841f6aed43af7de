import './zodConfig';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { readSiteConfig } from './config/readSiteConfig';
import { createPageSdk } from './pageSdk';
import type { PageState } from './ssr/pageState';
import { makePageStore } from './pageStore';
import { rootReducer, type AppStore } from './state/store';
import { handleSdkCacheCommands } from './features/sdkCache/sdkCacheCommands';
import { mirrorSdkCache } from './features/sdkCache/mirrorSdkCache';
import { sdkCacheSlice } from './features/sdkCache/sdkCacheSlice';

/** The store's name in Redux DevTools when the site config names no site. */
const UNNAMED_SITE = 'About site';

/**
 * Development builds only: the page's one store, named after the site in Redux DevTools, with
 * the page's SDK created at once (every island then shares it, see `createPageSdk`) and its
 * cache mirrored into the `sdkCache` slice from the start, the server's reads included. The
 * commands DevTools' dispatcher may send (`sdkCache/refreshRequested`,
 * `sdkCache/invalidateRequested`) are carried out by a listener middleware.
 */
export function makeDevStore(doc: Document, state: PageState | null): AppStore {
  const config = readSiteConfig(doc);
  const commands = createListenerMiddleware();
  sdkCacheSlice.injectInto(rootReducer);
  const store = makePageStore(state?.store, {
    name: config.siteName || UNNAMED_SITE,
    middleware: commands.middleware,
    uncheckedPaths: [sdkCacheSlice.reducerPath],
  });
  const sdk = createPageSdk(config, store, state?.sdk);
  const serverReads = state?.serverReads ?? [];
  handleSdkCacheCommands(commands, sdk, serverReads);
  mirrorSdkCache(sdk, store, serverReads);
  return store;
}
