import { createSdk, type DehydratedCache, type Sdk } from '@about-site/sdk';
import type { SiteConfig } from './config/readSiteConfig';
import { failedEntryKeys, reportDataErrors } from './features/toast/dataErrorReporter';
import { dataErrorRaised } from './features/toast/toastSlice';
import type { AppStore } from './state/store';

// Development builds create the page's SDK with the store, to mirror it into Redux DevTools from
// the start (app/features/sdkCache): each later call for that store gets the same SDK. The
// production build drops this map.
const devPageSdks = import.meta.env.DEV ? new WeakMap<AppStore, Sdk>() : undefined;

/**
 * The browser's SDK for the page: pointed at the site's API origin, base path and API version
 * (the site's current release) and holding what the server read (`state`). One per store, whose
 * toast slice hears the SDK's data errors: the failures the server handed over, then every
 * failed read.
 */
export function createPageSdk(
  config: SiteConfig,
  store: AppStore,
  state: DehydratedCache | undefined,
): Sdk {
  const existing = import.meta.env.DEV ? devPageSdks?.get(store) : undefined;
  if (existing) return existing;
  const sdk = createSdk({
    baseUrl: config.apiOrigin,
    basePath: config.basePath,
    apiVersion: config.currentRelease.apiVersion,
  });
  if (state) sdk.cache.hydrate(state);
  const raiseToast = (key: string) => store.dispatch(dataErrorRaised(key));
  failedEntryKeys(sdk.cache).forEach(raiseToast);
  reportDataErrors(sdk.cache, raiseToast);
  if (import.meta.env.DEV) devPageSdks?.set(store, sdk);
  return sdk;
}
