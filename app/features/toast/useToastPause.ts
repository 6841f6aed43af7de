import { useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';

function leavesElement(event: FocusEvent<HTMLElement>): boolean {
  return !(
    event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
  );
}

/**
 * Hover and focus inside a toast pause its auto-close. While focus is inside, it also remembers
 * where focus came from: when the toast closes with focus in it, focus goes back there rather
 * than being lost (and never to another toast, unless it came from one).
 */
export function useToastPause(toastRef: RefObject<HTMLElement | null>, closing: boolean) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const cameFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const toast = toastRef.current;
    if (!closing || !toast?.contains(document.activeElement)) return;
    if (cameFrom.current?.isConnected) cameFrom.current.focus();
  }, [closing, toastRef]);

  const handlers = {
    onMouseEnter: () => {
      setHovered(true);
    },
    onMouseLeave: () => {
      setHovered(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!leavesElement(event)) return;
      setFocused(true);
      if (event.relatedTarget instanceof HTMLElement) cameFrom.current = event.relatedTarget;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (leavesElement(event)) setFocused(false);
    },
  };
  return { paused: hovered || focused, handlers };
}
