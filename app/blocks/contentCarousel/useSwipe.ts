import { useRef, type PointerEvent } from 'react';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
}

/**
 * Touch and pen swipes: reports the horizontal distance from pointerdown to pointerup together
 * with the window width; whether it counts is the reducer's rule. Mouse drags are left to text
 * selection and links.
 */
export function useSwipe(onSwipe: (dx: number, windowWidth: number) => void): SwipeHandlers {
  const start = useRef<{ pointerId: number; x: number } | null>(null);
  return {
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { pointerId: event.pointerId, x: event.clientX };
    },
    onPointerUp: (event) => {
      const began = start.current;
      start.current = null;
      if (began?.pointerId !== event.pointerId) return;
      onSwipe(event.clientX - began.x, window.innerWidth);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
