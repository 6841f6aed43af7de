export { SeoHead } from './SeoHead';
