import {
  buildSrcSet,
  CMS_PATH_PREFIX,
  DEVICE_IMAGE_WIDTHS,
  getContentKey,
  MEDIA_DELIVERY_PATH,
  resizedUrl,
  resolveMediaUrl,
} from '@about-site/sdk/images';
import { normalizeBasePath } from '@about-site/sdk/links';
import type { SiteConfig } from '../config/readSiteConfig';

/** What resolving a media url needs of the site's settings. */
export type MediaConfig = Pick<SiteConfig, 'basePath' | 'imageOptimizer'>;

/** True for a url of the platform's media service, which serves any width on request. */
function isSiteMediaUrl(url: string): boolean {
  return getContentKey(url) !== undefined;
}

/** The address the browser loads: platform media paths go under the site base path. */
export function siteImageUrl(url: string, config: MediaConfig): string {
  return resolveMediaUrl(url, { basePath: config.basePath });
}

/** The srcset of a site media url at `widths` (default 640/960/1920); `''` for other urls. */
export function siteSrcSet(url: string, config: MediaConfig, widths?: readonly number[]): string {
  if (!isSiteMediaUrl(url)) return '';
  return buildSrcSet(url, widths, {
    basePath: config.basePath,
    optimizer: config.imageOptimizer,
  });
}

/** Card and grid thumbnails are this wide, in CSS pixels (seed spec: thumbnail width 300px). */
export const THUMBNAIL_WIDTH = 300;

/** On mobile (below 48em) a thumbnail is this share of its card's width instead (75 %). */
export const THUMBNAIL_MOBILE_SHARE = 0.75;

/** A thumbnail's height for its width: the 16:9 frame cards and grid items keep. */
export const THUMBNAIL_HEIGHT = Math.round((THUMBNAIL_WIDTH * 9) / 16);

/**
 * The `sizes` of a thumbnail's srcset: three quarters of a phone's width, else 300 px. The
 * breakpoint is the app's mobile one (47.9375em).
 */
export const THUMBNAIL_SIZES = `(max-width: 47.9375em) ${String(THUMBNAIL_MOBILE_SHARE * 100)}vw, ${String(THUMBNAIL_WIDTH)}px`;

/**
 * Widths a thumbnail is offered at: its own 300 px, and the mobile rendition (640 px) that a
 * phone's 75 % (or a screen of twice the density) needs. Never the 1920 px desktop rendition.
 */
export const THUMBNAIL_SRCSET_WIDTHS: readonly number[] = [
  THUMBNAIL_WIDTH,
  DEVICE_IMAGE_WIDTHS.mobile,
];

/** A site media url at one width, or the resolved url itself for other images. */
export function siteImageAtWidth(url: string, width: number, config: MediaConfig): string {
  const resolved = siteImageUrl(url, config);
  if (!isSiteMediaUrl(url)) return resolved;
  return (
    resizedUrl(url, width, { basePath: config.basePath, optimizer: config.imageOptimizer }) ??
    resolved
  );
}

/**
 * The width a rich-text image is asked of the CDN at, in pixels. Rich text has no srcset (it is
 * not on the sanitiser's allow list), so the one source must stay sharp where rich text is
 * widest: the reading width (42rem) on a 2x screen needs more than the 960 px rendition.
 */
const RICH_TEXT_IMAGE_WIDTH = DEVICE_IMAGE_WIDTHS.desktop;

/**
 * The source of an image inside rich text: platform media paths (`/cms/delivery/media/{key}`)
 * go under the site base path, and this site's managed images go through the CDN's resizing
 * path when the image optimiser is `Cloudflare`. Other urls (another host's image, say) are
 * returned unchanged and never sent through the CDN.
 */
export function siteRichTextImageSrc(src: string, config: MediaConfig): string {
  const resolved = siteImageUrl(src, config);
  const siteMedia = `${normalizeBasePath(config.basePath)}${CMS_PATH_PREFIX}${MEDIA_DELIVERY_PATH}/`;
  if (config.imageOptimizer !== 'Cloudflare' || !resolved.startsWith(siteMedia)) return resolved;
  return resizedUrl(resolved, RICH_TEXT_IMAGE_WIDTH, { optimizer: 'Cloudflare' }) ?? resolved;
}
