import type { SiteSettings } from '../content';

/** The runtime settings the site reads from `#site-config` (see app/config/siteConfig.ts). */
export interface SiteConfig {
  /** The company's name, shown in the site header. */
  siteName: string;
  siteId: string;
  channelId: string;
  communityId: string;
  basePath: string;
  languages: string[];
  apiOrigin: string;
  imageOptimizer: 'none';
}

export function buildSiteConfig(
  site: SiteSettings,
  basePath: string,
  apiOrigin: string,
): SiteConfig {
  return {
    siteName: site.siteName,
    siteId: site.siteId,
    channelId: site.channelId,
    communityId: site.communityId,
    basePath,
    languages: [...site.languages],
    apiOrigin,
    imageOptimizer: 'none',
  };
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
  return `<script id="site-config" type="application/json">${json}</script>`;
}
