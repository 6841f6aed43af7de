export { loadSiteInfo, SITE_INFO_METHOD, siteInfoSchema } from './loadSiteInfo';
export type { SiteInfo } from './loadSiteInfo';
export { selectSiteInfo, siteInfoSlice } from './siteInfoSlice';
export type { SiteInfoState } from './siteInfoSlice';
export { useSiteInfo } from './useSiteInfo';
