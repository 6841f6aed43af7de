import { useEffect, useRef, type RefObject } from 'react';
import type { GridEntry } from './gridTypes';
import { usePrefersReducedMotion } from '../../shared/useMediaQuery';

export interface UseGridFocusArgs {
  entry: GridEntry;
  /** Scroll to the focused element after a page loads (smoothly, or instantly under reduced motion). */
  autoScroll: boolean;
  /** The grid's heading: where focus goes after a replaced page; the first item when absent. */
  headingRef: RefObject<HTMLElement | null>;
  /** Finds an item's element by the item's key (its element id). */
  findItemElement: (key: string) => HTMLElement | null;
}

function moveFocus(element: HTMLElement, autoScroll: boolean, reducedMotion: boolean): void {
  // With auto-scroll the scroll is ours (smooth); focus must not jump there first.
  element.focus({ preventScroll: autoScroll });
  if (autoScroll) {
    element.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }
}

/**
 * Moves focus once a requested page has loaded: after an append to the first new item, after a
 * replace to the grid's heading (else its first item). Nothing moves on the first load.
 */
export function useGridFocus({
  entry,
  autoScroll,
  headingRef,
  findItemElement,
}: UseGridFocusArgs): void {
  const reducedMotion = usePrefersReducedMotion();
  const previousStatus = useRef(entry.status);
  const { status, paginationAction, firstNewItemId, items } = entry;

  useEffect(() => {
    const justLoaded = previousStatus.current === 'loading' && status === 'ready';
    previousStatus.current = status;
    if (!justLoaded || paginationAction === null) return;
    let target: HTMLElement | null = null;
    if (paginationAction === 'append') {
      const firstNew = items.find((item) => item.id === firstNewItemId);
      target = firstNew ? findItemElement(firstNew.key) : null;
    } else {
      const first = items[0];
      target = headingRef.current ?? (first ? findItemElement(first.key) : null);
    }
    if (target) moveFocus(target, autoScroll, reducedMotion);
  }, [
    status,
    paginationAction,
    firstNewItemId,
    items,
    autoScroll,
    reducedMotion,
    headingRef,
    findItemElement,
  ]);
}
