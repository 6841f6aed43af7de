export {
  CMS_PATH_PREFIX,
  DEFAULT_SRCSET_WIDTHS,
  DEVICE_IMAGE_WIDTHS,
  IMAGE_DENSITIES,
  MEDIA_DELIVERY_PATH,
  MIN_IMAGE_WIDTH,
} from './imageConstants';
export { isDataImageUrl, isValidImageUrl } from './isValidImageUrl';
export { getContentKey, mediaUrlForKey, resolveMediaUrl } from './mediaUrl';
export type { ResolveMediaUrlOptions } from './mediaUrl';
export { parseSrcSet } from './parseSrcSet';
export type { ParseSrcSetOptions } from './parseSrcSet';
export { clampImageWidth, resizedUrl } from './resizedUrl';
export type { ImageOptimizer, ResizeOptions } from './resizedUrl';
export { buildSrcSet, formatSrcSet } from './srcSet';
export type { SrcSetCandidate } from './srcSet';
