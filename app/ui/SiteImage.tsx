import { DEVICE_IMAGE_WIDTHS } from '@about-site/sdk/images';
import { useSiteConfig } from '../config/SiteConfigContext';
import { siteImageUrl, siteSrcSet } from '../data/siteMedia';
import { LARGEST_IMAGE_TIMING } from '../../shared/pageMarkup';

/** `elementtiming` is no React prop yet: the page's main picture reports when it is shown. */
const SHOWN_TIMING = { elementtiming: LARGEST_IMAGE_TIMING };

/**
 * The size given when the caller does not know the picture's: the widest rendition (1920 px) at
 * 16:9, the proportions the image block reserves when it has no height of its own.
 */
const DEFAULT_IMAGE_WIDTH = DEVICE_IMAGE_WIDTHS.desktop;
const DEFAULT_IMAGE_HEIGHT = Math.round((DEFAULT_IMAGE_WIDTH * 9) / 16);

export interface SiteImageProps {
  /** An accepted image url (already validated), raw or resolved. */
  src: string;
  /** Alternative text; `''` only for a decorative image. */
  alt: string;
  /** The alt text's language tag when it is its document's (`fr-FR`); none: the page's. */
  altLang?: string | undefined;
  /** A srcset given with the image; without one, site media get a 640/960/1920 srcset. */
  srcSet?: string | undefined;
  /** The `sizes` hint used with a srcset. Default `100vw`. */
  sizes?: string | undefined;
  /**
   * The picture's size in px, sent as `width` and `height` so the browser knows its proportions
   * before it loads (no layout shift). The page's CSS still decides the size shown: an image is
   * at most as wide as its box with a height that follows (`height: auto`), or fills a box
   * reserved in CSS (`object-fit`), as the banner and the image block do. Default 1920 × 1080.
   */
  width?: number | undefined;
  height?: number | undefined;
  className?: string | undefined;
  /** Images above the fold load eagerly. Default `lazy`. */
  loading?: 'lazy' | 'eager';
  /**
   * The page's main picture: fetched first (React's server render preloads an image of high
   * fetch priority at the start of the page), and the one the page's script waits for
   * (`app/pageScriptLoader.ts`).
   */
  priority?: boolean;
}

/** An `<img>` for site content: media urls resolved under the base path, with a srcset. */
export function SiteImage({
  src,
  alt,
  altLang,
  srcSet,
  sizes = '100vw',
  width = DEFAULT_IMAGE_WIDTH,
  height = DEFAULT_IMAGE_HEIGHT,
  className,
  loading = 'lazy',
  priority = false,
}: SiteImageProps) {
  const config = useSiteConfig();
  const candidates = srcSet || siteSrcSet(src, config);
  const url = siteImageUrl(src, config);
  return (
    <img
      className={className}
      src={url}
      srcSet={candidates || undefined}
      sizes={candidates ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      lang={altLang || undefined}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      {...(priority ? SHOWN_TIMING : {})}
    />
  );
}
