import { useId } from 'react';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { useManagedContent } from '../../features/content';
import type { BlockProps } from '../blockTypes';
import { ActionButton } from '../../ui/ActionButton';
import { cssVars } from '../../ui/cssVars';
import { Thumbnail } from '../../ui/Thumbnail';
import { ContentCardSkeleton } from './ContentCardSkeleton';
import type { ContentCardProps } from './contentCardProps';
import { contentCardView } from './contentCardView';
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
  const view = contentCardView(props, content, basePath);
  const Heading = props.headingTag;
  const { titleStyle } = props;
  return (
    <article
      className={styles.card}
      aria-labelledby={!view.loading && view.title ? titleId : undefined}
      aria-busy={view.loading || undefined}
      style={cssVars({
        '--card-max-width': props.maxWidth,
        '--card-min-height': props.minHeight,
        '--card-title-size': titleStyle.fontSize,
      })}
    >
      {view.loading ? (
        <ContentCardSkeleton />
      ) : (
        <>
          {view.image && (
            <Thumbnail
              className={styles.thumbnail}
              src={view.image.src}
              alt={view.image.alt}
              altLang={view.langs.image}
            />
          )}
          <div className={styles.body}>
            {view.title && (
              <Heading
                id={titleId}
                lang={view.langs.title || undefined}
                className={styles.title}
                style={{
                  fontWeight: titleStyle.fontWeight,
                  color: titleStyle.color,
                  textAlign: titleStyle.textAlign,
                }}
              >
                {view.title}
              </Heading>
            )}
            {view.excerpt && (
              <div className={styles.excerpt} lang={view.langs.excerpt || undefined}>
                <p>{view.excerpt}</p>
              </div>
            )}
            {view.href && (
              <div className={styles.actions}>
                <ActionButton variant="primary" size="small" url={view.href}>
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
