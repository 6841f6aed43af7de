import { DEVICE_IMAGE_WIDTHS } from '@about-site/sdk/images';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { DEVICES } from '../../normalizers/normalizeImageInfo';
import { cssUrl } from '../../ui/cssUrl';
import { cssVars } from '../../ui/cssVars';
import { cx } from '../../ui/cx';
import { siteImageAtWidth, siteImageUrl } from '../../data/siteMedia';
import type { BackgroundOverlay, SectionBackground } from './sectionProps';
import styles from './Section.module.css';

interface SectionBackgroundLayerProps {
  background: SectionBackground;
  overlay: BackgroundOverlay;
}

/**
 * The section's background image as a CSS background that switches per form factor. Configured
 * per-device urls win; otherwise a site media url is requested at 640/960/1920 wide. With alt
 * text the layer is announced as an image; without, it is decorative.
 */
export function SectionBackgroundLayer({ background, overlay }: SectionBackgroundLayerProps) {
  const config = useSiteConfig();
  const { image } = background;
  const urls = Object.fromEntries(
    DEVICES.map((device) => {
      const own = image.deviceUrls[device];
      const url = own
        ? siteImageUrl(own, config)
        : siteImageAtWidth(image.url, DEVICE_IMAGE_WIDTHS[device], config);
      return [device, cssUrl(url)];
    }),
  );
  const label = image.altText;
  return (
    <div
      className={cx(styles.background, overlay !== 'none' && styles[`overlay-${overlay}`])}
      data-part="background"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      lang={(label && image.altLang) || undefined}
      aria-hidden={label ? undefined : true}
      style={cssVars({
        '--bg-desktop': urls.desktop,
        '--bg-tablet': urls.tablet,
        '--bg-mobile': urls.mobile,
        '--bg-position': background.position,
        '--bg-size': background.fit.size,
        '--bg-repeat': background.fit.repeat,
      })}
    />
  );
}
