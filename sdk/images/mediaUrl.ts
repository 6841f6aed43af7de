import { normalizeBasePath } from '../links/basePath.js';
import { CMS_PATH_PREFIX, MEDIA_DELIVERY_PATH } from './imageConstants.js';

/** Options of `resolveMediaUrl`. */
export type ResolveMediaUrlOptions = {
  /** The site base path, such as `/s`. Default `''`. */
  basePath?: string;
  /** True when the URL points outside the site and must be left alone. Default `false`. */
  isExternal?: boolean;
  /**
   * The site's origin (`https://acme.my.site.com`), for an app on another origin: a site address
   * then comes back absolute, so it loads from there. Default `''`: root-relative.
   */
  origin?: string;
};

/**
 * The address a browser loads for a media URL the platform returned: paths under `/cms/` or
 * `/img/` are served from `{origin}{basePath}/sfsites/c`, paths under `/assets/` from
 * `{origin}{basePath}`.
 * External URLs and any other URL are returned unchanged.
 */
export function resolveMediaUrl(url: string, options: ResolveMediaUrlOptions = {}): string {
  if (options.isExternal === true) return url;
  const basePath = `${(options.origin ?? '').replace(/\/+$/, '')}${normalizeBasePath(options.basePath)}`;
  if (url.startsWith('/cms/') || url.startsWith('/img/'))
    return `${basePath}${CMS_PATH_PREFIX}${url}`;
  if (url.startsWith('/assets/')) return `${basePath}${url}`;
  return url;
}

/**
 * The site address of a content key's media: `{basePath}/sfsites/c/cms/delivery/media/{key}`.
 * Throws a `TypeError` for an empty key.
 */
export function mediaUrlForKey(contentKey: string, options: { basePath?: string } = {}): string {
  const key = contentKey.trim();
  if (key === '') throw new TypeError('A content key is required to build a media URL.');
  const basePath = normalizeBasePath(options.basePath);
  return `${basePath}${CMS_PATH_PREFIX}${MEDIA_DELIVERY_PATH}/${encodeURIComponent(key)}`;
}

/** The content key in a media URL (the segment after `/cms/delivery/media/`), or `undefined`. */
export function getContentKey(url: string): string | undefined {
  const marker = `${MEDIA_DELIVERY_PATH}/`;
  const start = url.indexOf(marker);
  if (start === -1) return undefined;
  const [segment = ''] = url.slice(start + marker.length).split(/[/?#]/, 1);
  try {
    const key = decodeURIComponent(segment);
    return key === '' ? undefined : key;
  } catch {
    return undefined;
  }
}
