/** The platform's prefix for CMS media on a site. */
export const CMS_PATH_PREFIX = '/sfsites/c';
/** Image widths by device (mobile, tablet, desktop), in px. */
export const IMAGE_WIDTHS = [640, 960, 1920] as const;

const RELATIVE_PATH = /^\/(?!\/)/;
const ABSOLUTE_HTTPS = /^https:\/\//i;
const DATA_IMAGE = /^data:image\/[a-z+.-]+[;,]/i;

/**
 * The url a browser loads for a media url of the API, or null when it is not an accepted image
 * url (https, site-relative or data:image). Root-relative `/cms/` and `/img/` paths go under
 * `{basePath}/sfsites/c`, `/assets/` under the base path only; external urls are kept.
 */
export function siteImageUrl(basePath: string, url: string): string | null {
  const trimmed = url.trim();
  if (ABSOLUTE_HTTPS.test(trimmed) || DATA_IMAGE.test(trimmed)) return trimmed;
  if (!RELATIVE_PATH.test(trimmed)) return null;
  if (/^\/(cms|img)\//.test(trimmed)) return `${basePath}${CMS_PATH_PREFIX}${trimmed}`;
  if (trimmed.startsWith('/assets/')) return `${basePath}${trimmed}`;
  return trimmed;
}

/** A `srcset` over `IMAGE_WIDTHS` via `?width=`, for the site's own CMS media only. */
export function siteImageSrcSet(basePath: string, siteUrl: string): string | null {
  if (!siteUrl.startsWith(`${basePath}${CMS_PATH_PREFIX}/`)) return null;
  const separator = siteUrl.includes('?') ? '&' : '?';
  return IMAGE_WIDTHS.map((width) => `${siteUrl}${separator}width=${width} ${width}w`).join(', ');
}
