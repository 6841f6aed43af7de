import { parseSiteConfig, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../shared/siteConfig';

// The config's type is shared with the server, which writes the config into the page.
export type { SiteConfig } from '../../shared/siteConfig';

/** Reads and validates the config the server put in the page; throws naming the bad field. */
export function readSiteConfig(doc: Document): SiteConfig {
  const element = doc.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error(`site config: no #${SITE_CONFIG_ELEMENT_ID} element in the page`);
  }
  return parseSiteConfig(JSON.parse(element.textContent));
}
