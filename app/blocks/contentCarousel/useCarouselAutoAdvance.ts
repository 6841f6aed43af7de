import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { autoAdvanced, canAutoAdvance } from './carouselSlice';
import type { CarouselUiState } from './carouselTypes';

/** Delay before the carousel is set up and its first interval starts, in ms. */
const SETUP_DELAY_MS = 50;
/** Time each slide shows while rotating, in ms. */
const AUTO_ADVANCE_MS = 6000;

/**
 * Drives auto-advance: once slides show, a 50 ms setup delay, then `carousel/autoAdvanced`
 * every 6000 ms while the carousel can rotate. Any change of slide, pause or rotation restarts
 * the wait.
 */
export function useCarouselAutoAdvance(
  carouselId: string,
  ui: CarouselUiState,
  slideCount: number,
): void {
  const dispatch = useAppDispatch();
  const shown = slideCount > 0;
  const rotating = canAutoAdvance(ui, slideCount);
  const { activeIndex } = ui;
  const [setUp, setSetUp] = useState(false);

  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => {
      setSetUp(true);
    }, SETUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setSetUp(false);
    };
  }, [shown]);

  useEffect(() => {
    if (!setUp || !rotating) return undefined;
    const timer = setTimeout(() => {
      dispatch(autoAdvanced({ carouselId, slideCount }));
    }, AUTO_ADVANCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [dispatch, carouselId, setUp, rotating, activeIndex, slideCount]);
}
