import { useSiteConfig } from '../config/SiteConfigContext';
import {
  siteImageAtWidth,
  siteSrcSet,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_MOBILE_SHARE,
  THUMBNAIL_SIZES,
  THUMBNAIL_SRCSET_WIDTHS,
  THUMBNAIL_WIDTH,
} from '../data/siteMedia';
import { cssVars } from './cssVars';
import { cx } from './cx';
import styles from './Thumbnail.module.css';

export interface ThumbnailProps {
  /** An accepted image url (already validated), raw or resolved; none for an empty frame. */
  src?: string | undefined;
  /** Alternative text; `''` only for a decorative image. */
  alt?: string;
  /** The alt text's language tag when it is its document's (`fr-FR`); none: the page's. */
  altLang?: string | undefined;
  /** Extra classes of the frame (a skeleton's shimmer). */
  className?: string | undefined;
}

/**
 * A card's or grid item's picture: a 16:9 frame 300 px wide (75 % of the card on mobile), the
 * image cropped to it whatever its own proportions, site media asked at 300 (and 640) px. The
 * frame shows a quiet placeholder until the image covers it, or if it never loads.
 */
export function Thumbnail({ src, alt = '', altLang, className }: ThumbnailProps) {
  const config = useSiteConfig();
  const srcSet = src ? siteSrcSet(src, config, THUMBNAIL_SRCSET_WIDTHS) : '';
  return (
    <div
      className={cx(styles.frame, className)}
      data-thumbnail=""
      style={cssVars({
        '--thumbnail-width': `${String(THUMBNAIL_WIDTH)}px`,
        '--thumbnail-mobile-width': `${String(THUMBNAIL_MOBILE_SHARE * 100)}%`,
      })}
    >
      {src && (
        <img
          className={styles.image}
          src={siteImageAtWidth(src, THUMBNAIL_WIDTH, config)}
          srcSet={srcSet || undefined}
          sizes={srcSet ? THUMBNAIL_SIZES : undefined}
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          alt={alt}
          lang={altLang || undefined}
          loading="lazy"
          decoding="async"
        />
      )}
    </div>
  );
}
