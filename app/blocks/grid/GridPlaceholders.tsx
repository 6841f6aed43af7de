import type { CSSProperties, ReactNode } from 'react';
import { Thumbnail } from '../../ui/Thumbnail';
import styles from './Grid.module.css';

interface GridPlaceholdersProps {
  count: number;
  /** The list's column variables, so placeholders take the items' places. */
  style: CSSProperties;
}

/** Skeleton cards while a grid has no items yet; hidden from assistive technology. */
export function GridPlaceholders({ count, style }: GridPlaceholdersProps): ReactNode {
  return (
    <ul className={styles.list} style={style} aria-hidden="true" data-testid="grid-placeholders">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.placeholder}>
          <Thumbnail className={styles.placeholderMedia} />
          <div className={styles.placeholderBody}>
            <div className={styles.placeholderLine} />
            <div className={styles.placeholderLineShort} />
          </div>
        </li>
      ))}
    </ul>
  );
}
