import type { BlockProps } from '../blockTypes';
import { cssVars } from '../../ui/cssVars';
import { cx } from '../../ui/cx';
import { SiteImage } from '../../ui/SiteImage';
import type { ImageProps } from './imageProps';
import styles from './Image.module.css';

const RADIUS: Record<ImageProps['radius'], string> = {
  none: '0',
  small: 'var(--radius-small)',
  medium: 'var(--radius-medium)',
  large: 'var(--radius-large)',
};

/** An image in a reserved box (width in percent, height in px) so the page does not shift. */
export function Image({ props }: BlockProps<ImageProps>) {
  if (!props.image) return null;
  const width = `${props.widthPercent}%`;
  return (
    <div className={cx(styles.row, styles[props.alignment])}>
      <div
        className={styles.frame}
        style={cssVars({
          '--image-width': width,
          '--image-height': props.heightPx === null ? undefined : `${props.heightPx}px`,
          '--image-ratio': props.heightPx === null ? '16 / 9' : undefined,
          '--image-radius': RADIUS[props.radius],
          '--image-fit': props.fit,
        })}
      >
        <SiteImage
          className={styles.image}
          src={props.image.url}
          srcSet={props.image.srcSet}
          sizes={`(max-width: 47.9375em) 100vw, ${props.widthPercent}vw`}
          alt={props.alt}
          altLang={props.altLang}
          loading={props.loading}
        />
      </div>
    </div>
  );
}
