import { useSiteConfig } from '../../config/SiteConfigContext';
import { siteImageUrl, siteSrcSet } from '../../shared/siteMedia';
import { usePageHead } from '../../ssr/pageHead';

export interface SiteImageProps {
  /** An accepted image url (already validated), raw or resolved. */
  src: string;
  /** Alternative text; `''` only for a decorative image. */
  alt: string;
  /** A srcset given with the image; without one, site media get a 640/960/1920 srcset. */
  srcSet?: string | undefined;
  /** The `sizes` hint used with a srcset. Default `100vw`. */
  sizes?: string | undefined;
  className?: string | undefined;
  /** Images above the fold load eagerly. Default `lazy`. */
  loading?: 'lazy' | 'eager';
  /** The page's main picture: fetched first, and preloaded from the server-rendered head. */
  priority?: boolean;
}

/** An `<img>` for site content: media urls resolved under the base path, with a srcset. */
export function SiteImage({
  src,
  alt,
  srcSet,
  sizes = '100vw',
  className,
  loading = 'lazy',
  priority = false,
}: SiteImageProps) {
  const config = useSiteConfig();
  const candidates = srcSet || siteSrcSet(src, config);
  const url = siteImageUrl(src, config);
  const head = usePageHead();
  if (priority) {
    head?.preloadImage({
      href: url,
      srcSet: candidates || undefined,
      sizes: candidates ? sizes : undefined,
    });
  }
  return (
    <img
      className={className}
      src={url}
      srcSet={candidates || undefined}
      sizes={candidates ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
