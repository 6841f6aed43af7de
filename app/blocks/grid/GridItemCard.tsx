import type { ReactNode } from 'react';
import { Thumbnail } from '../../ui/Thumbnail';
import type { HeadingTag } from '../../../shared/blocks/options';
import { cardFields } from './cardFields';
import type { GridRecord } from './gridTypes';
import styles from './GridItemCard.module.css';

interface GridItemCardProps {
  record: GridRecord;
  /** Tag of the card's title, one level below the grid's heading. */
  headingTag: HeadingTag;
}

/** The item template of a grid without one: thumbnail (300 px, 75 % on mobile), title and excerpt. */
export function GridItemCard({ record, headingTag: Heading }: GridItemCardProps): ReactNode {
  const { title, excerpt, image, link, lang } = cardFields(record);
  return (
    // The card's words are its document's, in the document's language.
    <div className={styles.card} lang={lang}>
      {/* The title says what the card is; an image without its own alt text is decorative. */}
      {image && <Thumbnail className={styles.thumbnail} src={image.url} alt={image.alt} />}
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
