import { CarouselView } from './CarouselView';
import styles from './ContentCarousel.module.css';
import { useCarousel } from './useCarousel';
import { useCarouselAutoAdvance } from './useCarouselAutoAdvance';

export interface ContentCarouselProps {
  /** The carousel's id in the store; the block passes its node id. */
  carouselId: string;
  /** Content key of the manual collection listing the slides; '' renders nothing. */
  contentKey: string;
  /** Accessible name of the carousel and its key in the admin styles. */
  carouselName: string;
}

/** Shown until the collection, the slides and the style call have all settled. */
function CarouselSkeleton({ carouselName }: { carouselName: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden">{`Loading ${carouselName}`}</span>
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
 * A content carousel fed by a manual collection: loads through the SDK, shows a skeleton until
 * ready, a short message when the content cannot be read, and nothing for an empty collection.
 */
export function ContentCarousel({ carouselId, contentKey, carouselName }: ContentCarouselProps) {
  const entry = useCarousel({ carouselId, contentKey, carouselName });
  useCarouselAutoAdvance(carouselId, entry);

  if (contentKey === '') return null;
  if (entry?.status === 'failed') {
    return <p className={styles.fallback}>These stories could not be loaded right now.</p>;
  }
  if (entry?.status !== 'ready') return <CarouselSkeleton carouselName={carouselName} />;
  if (entry.slides.length === 0) return null;
  return <CarouselView carouselId={carouselId} carouselName={carouselName} entry={entry} />;
}
