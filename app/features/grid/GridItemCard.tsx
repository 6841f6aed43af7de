import type { ReactNode } from 'react';
import type { HeadingTag } from '../../normalizers/normalizeHeadingTag';
import { cardFields } from './cardFields';
import type { GridRecord } from './gridTypes';
import styles from './GridItemCard.module.css';

interface GridItemCardProps {
  record: GridRecord;
  /** Tag of the card's title, one level below the grid's heading. */
  headingTag: HeadingTag;
}

/** The item template of a grid without one: thumbnail, title and excerpt. */
export function GridItemCard({ record, headingTag: Heading }: GridItemCardProps): ReactNode {
  const { title, excerpt, image, link } = cardFields(record);
  return (
    <div className={styles.card}>
      {image && (
        <div className={styles.media}>
          {/* The title says what the card is; an image without its own alt text is decorative. */}
          <img
            src={image.url}
            alt={image.alt}
            loading="lazy"
            decoding="async"
            width={640}
            height={360}
          />
        </div>
      )}
      <div className={styles.body}>
        {title && (
          <Heading className={styles.title}>
            {/* The title's link covers the whole card (see .link::after). */}
            {link ? (
              <a className={styles.link} href={link}>
                {title}
              </a>
            ) : (
              title
            )}
          </Heading>
        )}
        {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
      </div>
    </div>
  );
}
