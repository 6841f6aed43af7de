import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { usePrefersReducedMotion } from '../../ui/useMediaQuery';
import {
  carouselSource,
  pauseChanged,
  reducedMotionChanged,
  selectCarousel,
  sourceChanged,
} from './carouselSlice';
import type { CarouselUiState } from './carouselTypes';
import { usePageHidden } from './usePageHidden';

export interface UseCarouselParams {
  carouselId: string;
  contentKey: string;
  carouselName: string;
}

/**
 * A carousel's UI state, with its window facts (reduced motion, hidden tab) and its source kept
 * in the store: a carousel given another collection or name starts again at slide 1.
 */
export function useCarousel({
  carouselId,
  contentKey,
  carouselName,
}: UseCarouselParams): CarouselUiState {
  const dispatch = useAppDispatch();
  const reducedMotion = usePrefersReducedMotion();
  const hidden = usePageHidden();
  const source = carouselSource(contentKey, carouselName);

  useEffect(() => {
    dispatch(reducedMotionChanged({ carouselId, reducedMotion }));
  }, [dispatch, carouselId, reducedMotion]);

  useEffect(() => {
    dispatch(pauseChanged({ carouselId, reason: 'hidden', paused: hidden }));
  }, [dispatch, carouselId, hidden]);

  useEffect(() => {
    dispatch(sourceChanged({ carouselId, source }));
  }, [dispatch, carouselId, source]);

  return useAppSelector((state) => selectCarousel(state, carouselId));
}
