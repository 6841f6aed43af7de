import type { FocusEvent } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { pauseChanged } from './carouselSlice';

export interface PauseHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: (event: FocusEvent) => void;
  onBlur: (event: FocusEvent) => void;
}

/** True when focus moves between two elements of the carousel (not in or out of it). */
function movesWithin(event: FocusEvent): boolean {
  const other = event.relatedTarget;
  return other instanceof Node && event.currentTarget.contains(other);
}

/** Pauses rotation while the pointer or keyboard focus is inside the carousel. */
export function useCarouselPause(carouselId: string): PauseHandlers {
  const dispatch = useAppDispatch();
  const set = (reason: 'hover' | 'focus', paused: boolean) =>
    dispatch(pauseChanged({ carouselId, reason, paused }));
  return {
    onPointerEnter: () => set('hover', true),
    onPointerLeave: () => set('hover', false),
    // Moves inside do not re-pause, so a rotation the visitor started keeps going while they tab.
    onFocus: (event) => {
      if (!movesWithin(event)) set('focus', true);
    },
    onBlur: (event) => {
      if (!movesWithin(event)) set('focus', false);
    },
  };
}
