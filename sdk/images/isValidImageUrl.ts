import { isHttpsUrl, isRelativeUrl } from '../links/linkValidation.js';

// Raster image types only: an SVG is a document that can carry script, and a data URL that
// passes here may end up somewhere other than an <img> (a link, a new tab).
const DATA_IMAGE_URL =
  /^data:image\/(?:png|jpeg|jpg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)(?:;[a-z0-9-]+=[a-z0-9.-]+)*(?:;base64)?,[A-Za-z0-9+/=%._~-]*$/i;

/** True for a `data:` URL of a raster image type (png, jpeg, gif, webp, avif, bmp, icon). */
export function isDataImageUrl(url: unknown): boolean {
  return typeof url === 'string' && DATA_IMAGE_URL.test(url.trim());
}

/**
 * True when `url` may be used as an image source: an absolute `https:` address, a site-relative
 * path (one leading slash not followed by another) or a raster image `data:` URL. `http:`,
 * protocol-relative and `data:image/svg+xml` URLs are refused.
 */
export function isValidImageUrl(url: unknown): boolean {
  return isHttpsUrl(url) || isRelativeUrl(url) || isDataImageUrl(url);
}
