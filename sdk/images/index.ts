export {
  CMS_PATH_PREFIX,
  DEFAULT_SRCSET_WIDTHS,
  DEVICE_IMAGE_WIDTHS,
  IMAGE_DENSITIES,
  MEDIA_DELIVERY_PATH,
  MIN_IMAGE_WIDTH,
} from './imageConstants.js';
export { isDataImageUrl, isValidImageUrl } from './isValidImageUrl.js';
export { getContentKey, mediaUrlForKey, resolveMediaUrl } from './mediaUrl.js';
export type { ResolveMediaUrlOptions } from './mediaUrl.js';
export { parseSrcSet } from './parseSrcSet.js';
export type { ParseSrcSetOptions } from './parseSrcSet.js';
export { clampImageWidth, resizedUrl } from './resizedUrl.js';
export type { ImageOptimizer, ResizeOptions } from './resizedUrl.js';
export { buildSrcSet, formatSrcSet } from './srcSet.js';
export type { SrcSetCandidate } from './srcSet.js';
