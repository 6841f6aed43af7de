export { applyHeadTags, headTagsFor, SEO_OWNER, toHreflang } from './headTags';
export type { HeadTags } from './headTags';
export { loadSeo, SEO_API_VERSION } from './loadSeo';
export { SeoHead } from './SeoHead';
export { selectSeo, seoSlice } from './seoSlice';
export type { SeoState } from './seoSlice';
