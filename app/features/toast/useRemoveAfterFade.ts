import { useEffect, useEffectEvent } from 'react';
import { TOAST_FADE_MS } from './toastConstants';

/**
 * Once a toast is closing, calls `onRemoved` after the 0.4 s fade, or at once under reduced motion
 * (there is no fade then). A timer rather than `animationend`, which never fires when the
 * animation does not run (stylesheet not loaded, hidden tab, tests).
 */
export function useRemoveAfterFade(
  closing: boolean,
  reducedMotion: boolean,
  onRemoved: () => void,
) {
  const removed = useEffectEvent(onRemoved);

  useEffect(() => {
    if (!closing) return;
    if (reducedMotion) {
      removed();
      return;
    }
    const timer = setTimeout(removed, TOAST_FADE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [closing, reducedMotion]);
}
