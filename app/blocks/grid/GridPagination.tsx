import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages';
import type { GridPaginationMode } from './gridTypes';
import styles from './Grid.module.css';

interface GridPaginationProps {
  mode: GridPaginationMode;
  /** 0-based page shown (replace mode shows it 1-based). */
  page: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  loading: boolean;
  /** Name of the pagination landmark (replace mode). */
  label: string;
  onNext: () => void;
  onPrevious: () => void;
}

interface PageButtonProps {
  /** "Previous" or "Next": the visible word; " page" follows it where there is room. */
  direction: string;
  /** "page", in the page's language: none where the direction says it all (French). */
  tail: string;
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
}

/** A replace-mode page button. */
function PageButton({ direction, tail, disabled, loading, onClick }: PageButtonProps): ReactNode {
  return (
    <button
      type="button"
      className={styles.button}
      disabled={disabled}
      aria-disabled={loading || undefined}
      onClick={onClick}
    >
      <span>
        {direction}
        {tail && (
          <>
            {' '}
            <span className={styles.labelTail}>{tail}</span>
          </>
        )}
      </span>
    </button>
  );
}

/**
 * "Show more" (append) or "Previous page" / "Next page" (replace). While a page loads the
 * buttons stay focusable but inert (`aria-disabled`), so focus is never dropped to the page.
 * Small screens show "Previous" and "Next" (the names stay whole), so the row fits one line.
 */
export function GridPagination(props: GridPaginationProps): ReactNode {
  const { mode, page, hasNextPage, hasPreviousPage, loading, label, onNext, onPrevious } = props;
  const t = useMessages();
  if (mode === 'append') {
    if (!hasNextPage) return null;
    return (
      <div className={styles.pagination}>
        <button
          type="button"
          className={styles.button}
          aria-disabled={loading || undefined}
          onClick={onNext}
        >
          {t('showMore')}
          {loading && <span className={styles.spinner} aria-hidden="true" />}
        </button>
      </div>
    );
  }
  if (!hasNextPage && !hasPreviousPage) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <PageButton
        direction={t('previousPage')}
        tail={t('pageWord')}
        disabled={!hasPreviousPage}
        loading={loading}
        onClick={onPrevious}
      />
      <span className={styles.pageNumber}>{t('pageNumber', { number: page + 1 })}</span>
      <PageButton
        direction={t('nextPage')}
        tail={t('pageWord')}
        disabled={!hasNextPage}
        loading={loading}
        onClick={onNext}
      />
    </nav>
  );
}
