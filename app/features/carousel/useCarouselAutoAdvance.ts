import { useEffect, useState } from 'react';
import { useCarouselDispatch } from './carouselHooks';
import { autoAdvanced, canAutoAdvance } from './carouselSlice';
import type { CarouselEntry } from './carouselTypes';

/** Delay before the carousel is set up and its first interval starts, in ms. */
export const SETUP_DELAY_MS = 50;
/** Time each slide shows while rotating, in ms. */
export const AUTO_ADVANCE_MS = 6000;

/**
 * Drives auto-advance: once the carousel is ready, a 50 ms setup delay, then `carousel/autoAdvanced`
 * every 6000 ms while it can rotate. Any change of slide, pause or rotation restarts the wait.
 */
export function useCarouselAutoAdvance(carouselId: string, entry: CarouselEntry | undefined): void {
  const dispatch = useCarouselDispatch();
  const ready = entry?.status === 'ready';
  const rotating = entry ? canAutoAdvance(entry) : false;
  const activeIndex = entry?.activeIndex ?? 0;
  const [setUp, setSetUp] = useState(false);

  useEffect(() => {
    if (!ready) return undefined;
    const timer = setTimeout(() => {
      setSetUp(true);
    }, SETUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setSetUp(false);
    };
  }, [ready]);

  useEffect(() => {
    if (!setUp || !rotating) return undefined;
    const timer = setTimeout(() => {
      dispatch(autoAdvanced({ carouselId }));
    }, AUTO_ADVANCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [dispatch, carouselId, setUp, rotating, activeIndex]);
}
