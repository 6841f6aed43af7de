import type { FocusEvent } from 'react';
import { useCarouselDispatch } from './carouselHooks';
import { pauseChanged } from './carouselSlice';

export interface PauseHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
}

/** Pauses rotation while the pointer or keyboard focus is inside the carousel. */
export function useCarouselPause(carouselId: string): PauseHandlers {
  const dispatch = useCarouselDispatch();
  const set = (reason: 'hover' | 'focus', paused: boolean) =>
    dispatch(pauseChanged({ carouselId, reason, paused }));
  return {
    onPointerEnter: () => set('hover', true),
    onPointerLeave: () => set('hover', false),
    onFocus: () => set('focus', true),
    onBlur: (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      set('focus', false);
    },
  };
}
