import { MIN_IMAGE_WIDTH } from './imageConstants.js';
import { isDataImageUrl, isValidImageUrl } from './isValidImageUrl.js';
import { resolveMediaUrl } from './mediaUrl.js';

/** How images are resized: the media service's `width` parameter, or the CDN's resizing path. */
export type ImageOptimizer = 'none' | 'Cloudflare';

/** Options of `resizedUrl` and `buildSrcSet`. */
export type ResizeOptions = {
  /** `'Cloudflare'` requests `/cdn-cgi/image/width=N,format=auto/<url>`. Default `'none'`. */
  optimizer?: ImageOptimizer;
  /** The site base path, used to resolve platform media paths first. Default `''`. */
  basePath?: string;
  /**
   * The site's origin, as given to `readDocument` or `resolveMediaUrl`: an address on it is the
   * site's own image whatever its scheme (an emulator on `http://127.0.0.1`), where other
   * absolute addresses must be `https:`.
   */
  origin?: string;
};

/** An image address the resize options accept: a valid image URL, or one on the site's origin. */
export function isResizableImageUrl(url: string, options: ResizeOptions): boolean {
  if (isValidImageUrl(url)) return true;
  const { origin } = options;
  return (
    origin !== undefined && /^https?:\/\/[^/]+$/.test(origin) && url.trim().startsWith(`${origin}/`)
  );
}

const CDN_RESIZE_PATH = '/cdn-cgi/image';

/** A whole number of pixels, at least `MIN_IMAGE_WIDTH`; `undefined` for NaN or infinity. */
export function clampImageWidth(width: number): number | undefined {
  return Number.isFinite(width) ? Math.max(MIN_IMAGE_WIDTH, Math.round(width)) : undefined;
}

/** `url` with its `width` query parameter set; other parameters and the hash are kept as written. */
function withWidthParameter(url: string, width: number): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? [] : beforeHash.slice(queryAt + 1).split('&');
  const kept = query.filter(
    (part) => part !== '' && part !== 'width' && !part.startsWith('width='),
  );
  return `${path}?${[...kept, `width=${width}`].join('&')}${hash}`;
}

/**
 * The URL of an image at a given width (clamped to at least 100 pixels). Platform media paths are
 * resolved under the base path first. Without an optimiser the `width` query parameter is set
 * (`?width=N`, or `&width=N` after an existing query); with `'Cloudflare'` the CDN resizing path
 * `/cdn-cgi/image/width=N,format=auto/<url>` is used. A `data:` image is returned as is.
 * Returns `undefined` when `url` is not a valid image URL (see `isValidImageUrl`) nor an address
 * on `options.origin`.
 */
export function resizedUrl(
  url: string,
  width: number,
  options: ResizeOptions = {},
): string | undefined {
  if (!isResizableImageUrl(url, options)) return undefined;
  const source = url.trim();
  if (isDataImageUrl(source)) return source;
  const resolved = resolveMediaUrl(source, { basePath: options.basePath });
  const pixels = clampImageWidth(width);
  if (pixels === undefined) return resolved;
  if (options.optimizer === 'Cloudflare') {
    const origin = resolved.startsWith('/') ? resolved.slice(1) : resolved;
    return `${CDN_RESIZE_PATH}/width=${pixels},format=auto/${origin}`;
  }
  return withWidthParameter(resolved, pixels);
}
