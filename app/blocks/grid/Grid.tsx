import { useCallback, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import type { HeadingTag } from '../../../shared/blocks/options';
import { useMessages } from '../../i18n/useMessages';
import type { GridOptions } from './gridOptions';
import type { GridRecord } from './gridTypes';
import { GridItemCard } from './GridItemCard';
import { GridPagination } from './GridPagination';
import { GridPlaceholders } from './GridPlaceholders';
import { useGrid } from './useGrid';
import { useGridFocus } from './useGridFocus';
import styles from './Grid.module.css';

/** Placeholders shown while there are no items: a page's worth, at most two rows of the widest layout. */
const MAX_PLACEHOLDERS = 6;
const TABLET_MAX_COLUMNS = 2;

export interface GridProps extends GridOptions {
  /** The grid's id: its paging in the `grid` slice and its items' DOM ids (the view node id). */
  gridId: string;
  /** Renders one item's template with its record; the default card when absent. */
  renderItem?: (record: GridRecord) => ReactNode;
  /** The language of the grid's copy (title, states) when it is not the page's. */
  copyLang?: string | undefined;
}

function subHeading(tag: HeadingTag | undefined): HeadingTag {
  if (tag === undefined) return 'h3';
  return `h${String(Math.min(Number(tag.slice(1)) + 1, 6))}` as HeadingTag;
}

function listStyle(columns: number, itemSpacing: GridOptions['itemSpacing']): CSSProperties {
  return {
    '--grid-columns': columns,
    '--grid-columns-tablet': Math.min(columns, TABLET_MAX_COLUMNS),
    '--grid-gap': `var(--space-${itemSpacing})`,
  } as CSSProperties;
}

/** A repeating grid of records with loading, empty and error states and two paging modes. */
export function Grid(props: GridProps): ReactNode {
  const { gridId, columns, itemSpacing, paginationMode, autoScroll, title, headingTag, copyLang } =
    props;
  const { listing, paging, showNextPage, showPreviousPage, retry, onFocusMoved } = useGrid({
    gridId,
    source: props.source,
    items: props.items,
    pageSize: props.pageSize,
    mode: paginationMode,
  });
  const t = useMessages();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const findItemElement = useCallback(
    (key: string) => listRef.current?.ownerDocument.getElementById(key) ?? null,
    [],
  );
  const { items, error, loading } = listing;
  useGridFocus({ paging, items, autoScroll, headingRef, findItemElement, onFocusMoved });

  const style = listStyle(columns, itemSpacing);
  const Heading = headingTag;
  const cardHeading = subHeading(title ? headingTag : undefined);
  const showError = props.showErrorState && error !== null;
  const showEmpty = props.showEmptyState && error === null && !loading && items.length === 0;

  return (
    <section
      className={styles.grid}
      aria-labelledby={title ? headingId : undefined}
      data-grid-id={gridId}
    >
      {title && (
        <Heading
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className={styles.heading}
          lang={copyLang}
        >
          {title}
        </Heading>
      )}
      <p role="status" className="visually-hidden">
        {loading ? t('gridLoading') : ''}
      </p>
      {items.length > 0 && (
        <ul ref={listRef} className={styles.list} style={style}>
          {items.map((item) => (
            <li key={item.key} className={styles.cell}>
              <article
                id={item.key}
                tabIndex={-1}
                aria-label={item.ariaLabel}
                className={styles.item}
              >
                {props.renderItem ? (
                  props.renderItem(item.record)
                ) : (
                  <GridItemCard record={item.record} headingTag={cardHeading} />
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      {/* The spec: while there are no items, placeholder items (never a bare heading), whether
          loading, empty or failed, unless the empty or error state (when its option is on) says
          why there are none. */}
      {items.length === 0 && !showEmpty && !showError && (
        <GridPlaceholders count={Math.min(props.pageSize, MAX_PLACEHOLDERS)} style={style} />
      )}
      {showEmpty && (
        <p className={styles.emptyState} lang={copyLang}>
          {props.emptyStateText}
        </p>
      )}
      {showError && (
        <div className={styles.errorState}>
          <p lang={copyLang}>{props.errorStateText}</p>
          {props.source && (
            <button type="button" className={styles.button} onClick={retry}>
              {t('tryAgain')}
            </button>
          )}
        </div>
      )}
      {items.length > 0 && (
        <GridPagination
          mode={paginationMode}
          page={listing.shownPage ?? 0}
          hasNextPage={listing.hasNextPage}
          hasPreviousPage={listing.hasPreviousPage}
          loading={loading}
          // A title in another language than the page's words would be read in the wrong voice:
          // the site's words alone then, in the region the title already names.
          label={title && !copyLang ? t('gridPages', { title }) : t('gridPagesUntitled')}
          onNext={showNextPage}
          onPrevious={showPreviousPage}
        />
      )}
    </section>
  );
}
