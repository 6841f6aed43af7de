import { useEffect, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../../ui/useMediaQuery';
import type { GridItem, GridPaging } from './gridTypes';

export interface UseGridFocusArgs {
  paging: Pick<GridPaging, 'focusPending' | 'paginationAction' | 'firstNewItemId'>;
  /** The items on screen. */
  items: readonly GridItem[];
  /** Scroll to the focused element after a page loads (smoothly, or instantly under reduced motion). */
  autoScroll: boolean;
  /** The grid's heading: where focus goes after a replaced page; the first item when absent. */
  headingRef: RefObject<HTMLElement | null>;
  /** Finds an item's element by the item's key (its element id). */
  findItemElement: (key: string) => HTMLElement | null;
  /** Called once focus has moved (or there was nothing to focus). */
  onFocusMoved: () => void;
}

function moveFocus(element: HTMLElement, autoScroll: boolean, reducedMotion: boolean): void {
  // With auto-scroll the scroll is ours (smooth); focus must not jump there first.
  element.focus({ preventScroll: autoScroll });
  if (autoScroll) {
    element.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }
}

/**
 * Moves focus once a page asked for by a page event is on screen: after an append to the first
 * new item, after a replace to the grid's heading (else its first item). Nothing moves on the
 * first load, which no page event asked for.
 */
export function useGridFocus({
  paging,
  items,
  autoScroll,
  headingRef,
  findItemElement,
  onFocusMoved,
}: UseGridFocusArgs): void {
  const reducedMotion = usePrefersReducedMotion();
  const { focusPending, paginationAction, firstNewItemId } = paging;

  useEffect(() => {
    if (!focusPending) return;
    let target: HTMLElement | null = null;
    if (paginationAction === 'append') {
      const firstNew = items.find((item) => item.id === firstNewItemId);
      target = firstNew ? findItemElement(firstNew.key) : null;
    } else {
      const first = items[0];
      target = headingRef.current ?? (first ? findItemElement(first.key) : null);
    }
    if (target) moveFocus(target, autoScroll, reducedMotion);
    onFocusMoved();
  }, [
    focusPending,
    paginationAction,
    firstNewItemId,
    items,
    autoScroll,
    reducedMotion,
    headingRef,
    findItemElement,
    onFocusMoved,
  ]);
}
