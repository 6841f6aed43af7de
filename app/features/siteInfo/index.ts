export { readSiteInfo } from './siteInfo';
export { useSiteInfo } from './useSiteInfo';
