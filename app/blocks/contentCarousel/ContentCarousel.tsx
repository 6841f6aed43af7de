import { useMessages } from '../../i18n/useMessages';
import { LoadedCarousel } from './LoadedCarousel';
import styles from './ContentCarousel.module.css';
import { useCarousel } from './useCarousel';
import { useCarouselAutoAdvance } from './useCarouselAutoAdvance';
import { useCarouselContent } from './useCarouselContent';

export interface ContentCarouselProps {
  /** The carousel's id in the store; the block passes its node id. */
  carouselId: string;
  /** Content key of the manual collection listing the slides; '' renders nothing. */
  contentKey: string;
  /** The carousel's key in the admin styles. */
  carouselName: string;
  /** The carousel's accessible name, in the page's language. */
  label: string;
  /** The name's language when a translation left it in another than the page's. */
  labelLang?: string | undefined;
}

/**
 * Shown until the collection, the slides and the style call have all settled. A name in another
 * language than the page's words is left out of the message, which would read it in the wrong voice.
 */
function CarouselSkeleton({ label, labelLang }: Pick<ContentCarouselProps, 'label' | 'labelLang'>) {
  const t = useMessages();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden">
        {labelLang ? t('loadingContent') : t('carouselLoading', { name: label })}
      </span>
      <div className={styles.skeletonMedia} aria-hidden="true" />
      <div className={styles.skeletonBody} aria-hidden="true">
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLineShort} />
      </div>
    </div>
  );
}

/**
 * A content carousel fed by a manual collection: reads it through the SDK cache, shows a
 * skeleton until it has settled, a short message when the content cannot be read, and nothing
 * for an empty collection. Its UI state (slide, rotation, pauses) is the store's.
 */
export function ContentCarousel({
  carouselId,
  contentKey,
  carouselName,
  label,
  labelLang,
}: ContentCarouselProps) {
  const t = useMessages();
  const content = useCarouselContent(contentKey, carouselName);
  const ui = useCarousel({ carouselId, contentKey, carouselName });
  const slideCount = content.state === 'Fulfilled' ? content.slides.length : 0;
  useCarouselAutoAdvance(carouselId, ui, slideCount);

  switch (content.state) {
    case 'Unfulfilled':
      return null;
    case 'Error':
      return <p className={styles.fallback}>{t('carouselUnavailable')}</p>;
    case 'Pending':
      return <CarouselSkeleton label={label} labelLang={labelLang} />;
    case 'Fulfilled':
      if (content.slides.length === 0) return null;
      return (
        <LoadedCarousel
          carouselId={carouselId}
          label={label}
          labelLang={labelLang}
          ui={ui}
          slides={content.slides}
          styles={content.styles}
        />
      );
  }
}
