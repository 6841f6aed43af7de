import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useOverlay } from '../overlay/useOverlay';

/** The spec's default debounce: a tooltip shows, and hides, this many ms after the cause. */
const TOOLTIP_DEBOUNCE_MS = 150;

/**
 * A tooltip's open state (the WAI-ARIA tooltip pattern): it opens once its trigger has been
 * hovered or focused for 150 ms and closes 150 ms after neither is true any more, so a pointer
 * crossing the trigger, or crossing the gap onto the tooltip, does not make it flicker. Escape
 * (through the overlay stack) closes it at once, until the next hover or focus. A touch does not
 * open it: on a touch screen nothing would close it again.
 */
export function useTooltip() {
  const [open, setOpen] = useState(false);
  const cause = useRef({ hovered: false, focused: false, dismissed: false, touched: false });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const settle = () => {
    const { hovered, focused, dismissed } = cause.current;
    const wanted = (hovered || focused) && !dismissed;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOpen(wanted);
    }, TOOLTIP_DEBOUNCE_MS);
  };
  const change = (next: Partial<typeof cause.current>) => {
    cause.current = { ...cause.current, ...next };
    settle();
  };

  const zIndex = useOverlay(open, 'popover', () => {
    clearTimeout(timer.current);
    cause.current.dismissed = true;
    setOpen(false);
    return true;
  });

  const anchorHandlers = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') change({ hovered: true, dismissed: false });
    },
    onPointerLeave: () => {
      change({ hovered: false });
    },
    onPointerDown: (event: PointerEvent) => {
      cause.current.touched = event.pointerType === 'touch';
    },
    onFocus: () => {
      if (cause.current.touched) cause.current.touched = false;
      else change({ focused: true, dismissed: false });
    },
    onBlur: () => {
      change({ focused: false });
    },
  };
  return { open, zIndex, anchorHandlers };
}
