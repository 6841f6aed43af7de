export { applyHeadTags, headTagsFor, SEO_OWNER } from './headTags';
export type { HeadTags } from './headTags';
export { SeoHead } from './SeoHead';
