import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { CarouselThunkExtra } from './carouselSdk';
import type { CarouselRootState } from './carouselTypes';

export type CarouselDispatch = ThunkDispatch<CarouselRootState, CarouselThunkExtra, UnknownAction>;

// Typed by the slice's own state, so the feature works in any store that registers `carousel`
// (the site's store, or a test store with only this slice).
export const useCarouselDispatch = useDispatch.withTypes<CarouselDispatch>();
export const useCarouselSelector = useSelector.withTypes<CarouselRootState>();
