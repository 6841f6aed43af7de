import { useEffect } from 'react';
import { useCarouselDispatch, useCarouselSelector } from './carouselHooks';
import { pauseChanged, reducedMotionChanged, selectCarousel } from './carouselSlice';
import { loadCarousel } from './carouselThunks';
import type { CarouselEntry } from './carouselTypes';
import { usePageHidden } from './usePageHidden';
import { usePrefersReducedMotion } from '../../shared/useMediaQuery';

export interface UseCarouselParams {
  carouselId: string;
  contentKey: string;
  carouselName: string;
}

/**
 * Loads a carousel once it is mounted and keeps its window facts (reduced motion, hidden tab) in
 * the store. Returns the carousel's entry (undefined until the first action).
 */
export function useCarousel({
  carouselId,
  contentKey,
  carouselName,
}: UseCarouselParams): CarouselEntry | undefined {
  const dispatch = useCarouselDispatch();
  const reducedMotion = usePrefersReducedMotion();
  const hidden = usePageHidden();

  useEffect(() => {
    dispatch(reducedMotionChanged({ carouselId, reducedMotion }));
  }, [dispatch, carouselId, reducedMotion]);

  useEffect(() => {
    dispatch(pauseChanged({ carouselId, reason: 'hidden', paused: hidden }));
  }, [dispatch, carouselId, hidden]);

  useEffect(() => {
    if (contentKey === '') return;
    // The rejection is in the store (and seen by the site's data-error listener).
    void dispatch(loadCarousel({ carouselId, contentKey, carouselName }));
  }, [dispatch, carouselId, contentKey, carouselName]);

  return useCarouselSelector((state) => selectCarousel(state, carouselId));
}
