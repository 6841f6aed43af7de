import { useId } from 'react';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { useManagedContent } from '../../data/useManagedContent';
import type { BlockProps } from '../blockTypes';
import { ActionButton } from '../../ui/ActionButton';
import { cssVars } from '../../ui/cssVars';
import { Thumbnail } from '../../ui/Thumbnail';
import { ContentCardSkeleton } from './ContentCardSkeleton';
import type { ContentCardProps } from './contentCardProps';
import { contentCardDisplay } from './contentCardDisplay';
import styles from './ContentCard.module.css';

/**
 * A card for one managed-content item: its picture as a thumbnail (image and news items), title,
 * excerpt and a button. Configured text wins over the item's; a failed load still shows the
 * configured text.
 */
export function ContentCard({ props }: BlockProps<ContentCardProps>) {
  const titleId = useId();
  const { basePath } = useSiteConfig();
  const content = useManagedContent(props.contentId || undefined);
  const display = contentCardDisplay(props, content, basePath);
  const Heading = props.headingTag;
  const { titleStyle } = props;
  return (
    <article
      className={styles.card}
      aria-labelledby={!display.loading && display.title ? titleId : undefined}
      aria-busy={display.loading || undefined}
      style={cssVars({
        '--card-max-width': props.maxWidth,
        '--card-min-height': props.minHeight,
        '--card-title-size': titleStyle.fontSize,
      })}
    >
      {display.loading ? (
        <ContentCardSkeleton />
      ) : (
        <>
          {display.image && (
            <Thumbnail
              className={styles.thumbnail}
              src={display.image.src}
              alt={display.image.alt}
              altLang={display.langs.image}
            />
          )}
          <div className={styles.body}>
            {display.title && (
              <Heading
                id={titleId}
                lang={display.langs.title || undefined}
                className={styles.title}
                style={{
                  fontWeight: titleStyle.fontWeight,
                  color: titleStyle.color,
                  textAlign: titleStyle.textAlign,
                }}
              >
                {display.title}
              </Heading>
            )}
            {display.excerpt && (
              <div className={styles.excerpt} lang={display.langs.excerpt || undefined}>
                <p>{display.excerpt}</p>
              </div>
            )}
            {display.href && (
              <div className={styles.actions}>
                <ActionButton variant="primary" size="small" url={display.href}>
                  {props.buttonLabel}
                </ActionButton>
              </div>
            )}
          </div>
        </>
      )}
    </article>
  );
}
