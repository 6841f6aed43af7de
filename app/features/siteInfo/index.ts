export { useSiteInfo } from './useSiteInfo';
