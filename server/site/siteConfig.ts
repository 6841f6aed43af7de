import { parseSiteConfig, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../shared/siteConfig';
import type { SiteSettings } from '../content';

export type { SiteConfig } from '../../shared/siteConfig';

/**
 * The runtime settings the site reads from `#site-config`, validated with the schema the site
 * reads them with: a config the app would refuse stops the start instead of breaking every page.
 */
export function buildSiteConfig(
  site: SiteSettings,
  basePath: string,
  apiOrigin: string,
): SiteConfig {
  return parseSiteConfig({
    siteName: site.siteName,
    siteId: site.siteId,
    channelId: site.channelId,
    communityId: site.communityId,
    basePath,
    languages: [...site.languages],
    apiOrigin,
    imageOptimizer: 'none',
  } satisfies SiteConfig);
}

/**
 * A JSON data block, not a script: the browser never executes it, so the CSP can forbid inline
 * scripts. `<`, `>`, `&` and the JS line separators are escaped so no value can close the tag.
 */
export function siteConfigTag(config: SiteConfig): string {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}
