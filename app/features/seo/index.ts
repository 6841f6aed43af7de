export { applyHeadTags, headTagsFor, SEO_OWNER, toHreflang } from './headTags';
export type { HeadTags } from './headTags';
export { SeoHead } from './SeoHead';
