import { useId } from 'react';
import { useSiteConfig } from '../../config/SiteConfigContext';
import type { BlockProps } from '../blockTypes';
import { ActionButton } from '../../ui/ActionButton';
import { cssVars } from '../../ui/cssVars';
import { SiteImage } from '../../ui/SiteImage';
import type { BannerButton, BannerProps } from './bannerProps';
import { bannerTargetUrl } from './bannerTarget';
import styles from './Banner.module.css';

const visible = (button: BannerButton) => button.show && button.label !== '';

/**
 * The page's opening banner: a title over a cover picture (with a scrim for contrast) and up to
 * two buttons, each hidden by its show setting or a missing label.
 */
export function Banner({ props }: BlockProps<BannerProps>) {
  const titleId = useId();
  const { basePath } = useSiteConfig();
  const Heading = props.headingTag;
  const buttons = [
    { key: 'primary', variant: 'primary', button: props.primary },
    { key: 'secondary', variant: 'secondary', button: props.secondary },
  ] as const;
  const shown = buttons.filter(({ button }) => visible(button));
  return (
    <section
      className={styles.banner}
      aria-labelledby={props.title ? titleId : undefined}
      style={cssVars({
        '--banner-height': `${props.heightPx}px`,
        '--banner-width': `${props.widthPercent}%`,
        '--banner-content-width': `${props.contentWidthPercent}%`,
        '--button-group-width': `${props.buttonGroupWidthPercent}%`,
        '--button-group-height': `${props.buttonGroupHeightPx}px`,
      })}
    >
      {props.picture && (
        <SiteImage
          className={styles.picture}
          src={props.picture.url}
          srcSet={props.picture.srcSet}
          alt={props.picture.altText}
          altLang={props.picture.altLang}
          priority
        />
      )}
      <div className={styles.scrim} />
      <div className={styles.content}>
        <div className={styles.text}>
          {props.title && (
            <Heading id={titleId} className={styles.title}>
              {props.title}
            </Heading>
          )}
          {shown.length > 0 && (
            <div className={styles.buttons}>
              {shown.map(({ key, variant, button }) => (
                <ActionButton
                  key={key}
                  variant={variant}
                  size={props.buttonSize}
                  tone="dark"
                  url={bannerTargetUrl(button.target, basePath)}
                >
                  {button.label}
                </ActionButton>
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
