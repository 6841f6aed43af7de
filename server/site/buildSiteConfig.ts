import { en } from 'zod/locales';
import { jsonScriptTag } from './jsonScript';
import { uiMessagesFor } from '../../shared/i18n/uiMessages';
import { servedLanguages } from '../../shared/languages';
import { parseSiteConfig, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../shared/siteConfig';
import type { SiteSettings } from '../../content-model';

export type { SiteConfig } from '../../shared/siteConfig';

/**
 * The runtime settings the site reads from `#site-config`, validated with the schema the site
 * reads them with: a config the app would refuse stops the start instead of breaking every page.
 * They carry the site's own words in the page's language.
 */
export function buildSiteConfig(
  site: SiteSettings,
  basePath: string,
  apiOrigin: string,
  language: string = site.defaultLanguage,
): SiteConfig {
  return parseSiteConfig(
    {
      siteName: site.siteName,
      siteId: site.siteId,
      channelId: site.channelId,
      communityId: site.communityId,
      domainUrl: new URL(site.domainUrl).origin,
      basePath,
      languages: servedLanguages(site),
      language,
      apiOrigin,
      imageOptimizer: 'none',
      currentRelease: { ...site.currentRelease },
      messages: uiMessagesFor(language),
    } satisfies SiteConfig,
    en().localeError,
  );
}

/**
 * The site config as the page's `#site-config` JSON data block, without the site's own words: the
 * page is rendered with them, and the browser loads them with its islands (`loadMessages`).
 */
export function siteConfigTag(config: SiteConfig): string {
  const { messages: _rendered, ...inPage } = config;
  return jsonScriptTag(SITE_CONFIG_ELEMENT_ID, inPage);
}
