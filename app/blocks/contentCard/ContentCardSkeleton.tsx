import { useMessages } from '../../i18n/useMessages';
import { cx } from '../../ui/cx';
import { Thumbnail } from '../../ui/Thumbnail';
import styles from './ContentCard.module.css';

/** Placeholder bars in the card's own box while its item loads. */
export function ContentCardSkeleton() {
  const t = useMessages();
  return (
    <>
      <Thumbnail className={styles.thumbnail} />
      <div className={styles.body}>
        <span className="visually-hidden">{t('loadingContent')}</span>
        <span className={cx(styles.skeletonBar, styles.skeletonTitle)} />
        <span className={cx(styles.skeletonBar, styles.skeletonLine)} />
        <span className={cx(styles.skeletonBar, styles.skeletonShort)} />
        <span className={cx(styles.skeletonBar, styles.skeletonButton)} />
      </div>
    </>
  );
}
