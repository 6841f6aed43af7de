import { buildSrcSet, getContentKey, resizedUrl, resolveMediaUrl } from '../../sdk/images';
import type { SiteConfig } from '../config/siteConfig';

/** What resolving a media url needs of the site's settings. */
export type MediaConfig = Pick<SiteConfig, 'basePath' | 'imageOptimizer'>;

/** True for a url of the platform's media service, which serves any width on request. */
export function isSiteMediaUrl(url: string): boolean {
  return getContentKey(url) !== undefined;
}

/** The address the browser loads: platform media paths go under the site base path. */
export function siteImageUrl(url: string, config: MediaConfig): string {
  return resolveMediaUrl(url, { basePath: config.basePath });
}

/** The 640/960/1920 srcset of a site media url; `''` for other urls. */
export function siteSrcSet(url: string, config: MediaConfig): string {
  if (!isSiteMediaUrl(url)) return '';
  return buildSrcSet(url, undefined, {
    basePath: config.basePath,
    optimizer: config.imageOptimizer,
  });
}

/** A site media url at one width, or the resolved url itself for other images. */
export function siteImageAtWidth(url: string, width: number, config: MediaConfig): string {
  const resolved = siteImageUrl(url, config);
  if (!isSiteMediaUrl(url)) return resolved;
  return (
    resizedUrl(url, width, { basePath: config.basePath, optimizer: config.imageOptimizer }) ??
    resolved
  );
}
