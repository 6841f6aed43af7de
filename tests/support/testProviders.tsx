import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { SiteConfig } from '../../app/config/readSiteConfig';
import { SiteConfigProvider } from '../../app/config/SiteConfigContext';
import { SdkProvider } from '@about-site/sdk-react';
import { makeTestStore } from './testStore';

/**
 * The app's providers (a real store, a real SDK, the site config) as a `wrapper` for `render` or
 * `renderHook`. Each call has an SDK of its own, so every test starts with an empty cache.
 */
export function makeTestProviders(config: Partial<SiteConfig> = {}) {
  const test = makeTestStore(config);
  function TestProviders({ children }: { children: ReactNode }) {
    return (
      <Provider store={test.store}>
        <SdkProvider sdk={test.sdk}>
          <SiteConfigProvider config={test.config}>{children}</SiteConfigProvider>
        </SdkProvider>
      </Provider>
    );
  }
  return { ...test, wrapper: TestProviders };
}
