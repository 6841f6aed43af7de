import { createSdk, type DehydratedCache, type Sdk } from '@about-site/sdk';
import type { SiteConfig } from '../config/siteConfig';
import type { AppStore } from '../store';

/**
 * The browser's SDK for the page: pointed at the site's API origin, base path and API version
 * (the site's current release), holding what the server read (`state`), and mirrored into Redux
 * DevTools in development builds only.
 */
export function createPageSdk(
  config: SiteConfig,
  store: AppStore,
  state: DehydratedCache | undefined,
): Sdk {
  const sdk = createSdk({
    baseUrl: config.apiOrigin,
    basePath: config.basePath,
    apiVersion: config.currentRelease.apiVersion,
  });
  if (state) sdk.cache.hydrate(state);
  if (import.meta.env.DEV) {
    // The build drops this branch: production carries no mirror code.
    void import('../features/sdkCache').then(({ mirrorSdkCache }) => mirrorSdkCache(sdk, store));
  }
  return sdk;
}
