export { readSiteInfo, SITE_INFO_METHOD, siteInfoSchema } from './siteInfo';
export type { SiteInfo } from './siteInfo';
export { useSiteInfo } from './useSiteInfo';
