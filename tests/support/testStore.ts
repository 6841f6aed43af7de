import { createSdk, type Sdk } from '@about-site/sdk';
import type { SiteConfig } from '../../app/config/readSiteConfig';
import { reportDataErrors } from '../../app/features/toast/dataErrorReporter';
import { dataErrorRaised } from '../../app/features/toast/toastSlice';
import { makePageStore } from '../../app/pageStore';
import { uiMessagesFor } from '../../shared/i18n/uiMessages';

export const API_ORIGIN = 'http://api.test';

export const SITE_ID = '0DM5f00000xKGEoGAO';

export const testConfig: SiteConfig = {
  siteName: 'Quayline',
  siteId: SITE_ID,
  channelId: '0ap5f00000SoMpdAAF',
  communityId: '0DB5f00000EpuOvGAJ',
  basePath: '',
  languages: ['en_US', 'fr_FR'],
  domainUrl: 'https://www.example.com',
  apiOrigin: '',
  imageOptimizer: 'none',
  currentRelease: { apiVersion: 'v64.0', release: 256 },
  messages: uiMessagesFor('en_US'),
};

/**
 * The app's real store and a real SDK whose requests go to `API_ORIGIN` (mock it with nock), wired
 * as the page wires them: the cache's data-error reporter raises toasts in the store.
 */
export function makeTestStore(config: Partial<SiteConfig> = {}): {
  store: ReturnType<typeof makePageStore>;
  sdk: Sdk;
  config: SiteConfig;
} {
  const fullConfig = { ...testConfig, ...config };
  const sdk = createSdk({
    baseUrl: API_ORIGIN,
    basePath: fullConfig.basePath,
    apiVersion: fullConfig.currentRelease.apiVersion,
    // A failure a test mocks is the response the block sees (the SDK's retries have tests of their own).
    retries: 0,
  });
  const store = makePageStore();
  reportDataErrors(sdk.cache, (key) => store.dispatch(dataErrorRaised(key)));
  return { store, sdk, config: fullConfig };
}
