import { cx } from '../../ui/cx';
import { Thumbnail } from '../../ui/Thumbnail';
import styles from './ContentCard.module.css';

/** Placeholder bars in the card's own box while its item loads. */
export function ContentCardSkeleton() {
  return (
    <>
      <Thumbnail className={styles.thumbnail} />
      <div className={styles.body}>
        <span className="visually-hidden">Loading content</span>
        <span className={cx(styles.skeletonBar, styles.skeletonTitle)} />
        <span className={cx(styles.skeletonBar, styles.skeletonLine)} />
        <span className={cx(styles.skeletonBar, styles.skeletonShort)} />
        <span className={cx(styles.skeletonBar, styles.skeletonButton)} />
      </div>
    </>
  );
}
