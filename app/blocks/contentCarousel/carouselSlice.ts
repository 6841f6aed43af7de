import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CarouselState, CarouselUiState, PauseReason } from './carouselTypes';

declare module '../../state/store' {
  /** The carousel's slice in the store (injected by the page's store). */
  interface RootState {
    carousel: CarouselState;
  }
}

interface CarouselTarget {
  carouselId: string;
}

/** Navigation needs the number of slides shown; the slides themselves live in the SDK cache. */
export interface SlideCountPayload extends CarouselTarget {
  /** How many slides the carousel shows now. */
  slideCount: number;
}

export interface SourceChangedPayload extends CarouselTarget {
  /** Identifies what the carousel shows (see `carouselSource`). */
  source: string;
}

export interface SlideRequestedPayload extends SlideCountPayload {
  /** 0-based index of the slide whose pagination dot was pressed. */
  index: number;
}

export interface SwipedPayload extends SlideCountPayload {
  /** Horizontal distance of the swipe in px; positive is rightward. */
  dx: number;
  /** The window's width in px when the swipe ended; a swipe counts beyond a third of it. */
  windowWidth: number;
}

export interface PauseChangedPayload extends CarouselTarget {
  reason: PauseReason;
  paused: boolean;
}

export interface ReducedMotionChangedPayload extends CarouselTarget {
  reducedMotion: boolean;
}

/** Share of the window width a swipe must exceed to count. */
const SWIPE_THRESHOLD_RATIO = 1 / 3;

/** The source of a carousel showing `contentKey` under the name `carouselName`. */
export function carouselSource(contentKey: string, carouselName: string): string {
  return JSON.stringify([contentKey, carouselName]);
}

function createCarouselUiState(source = ''): CarouselUiState {
  return {
    source,
    activeIndex: 0,
    rotation: 'rotating',
    stoppedByVisitor: false,
    pausedBy: { hover: false, focus: false, hidden: false },
    reducedMotion: false,
  };
}

/** A carousel's state before its first action. */
const INITIAL_CAROUSEL_UI: CarouselUiState = Object.freeze(createCarouselUiState());

/**
 * True when a carousel of `slideCount` slides rotates on its own right now. Reduced motion needs
 * no term of its own: it sets rotation to 'stopped', and only the visitor's Start sets it rotating.
 */
export function canAutoAdvance(ui: CarouselUiState, slideCount: number): boolean {
  const { hover, focus, hidden } = ui.pausedBy;
  return slideCount > 1 && ui.rotation === 'rotating' && !hover && !focus && !hidden;
}

const wrap = (index: number, length: number) => ((index % length) + length) % length;

/**
 * The slide shown: the active index, or the first slide when the slides changed under it (a
 * refreshed collection with fewer items).
 */
export function shownIndex(ui: CarouselUiState, slideCount: number): number {
  return ui.activeIndex < slideCount ? ui.activeIndex : 0;
}

function navigable(
  state: CarouselState,
  { carouselId, slideCount }: SlideCountPayload,
): CarouselUiState | undefined {
  const ui = state[carouselId];
  return ui && Number.isInteger(slideCount) && slideCount > 1 ? ui : undefined;
}

/** Manual navigation shows the slide and stops auto-advance for good. */
function goTo(ui: CarouselUiState, index: number, slideCount: number): void {
  ui.activeIndex = wrap(index, slideCount);
  ui.rotation = 'stopped';
  ui.stoppedByVisitor = true;
}

function entryFor(state: CarouselState, carouselId: string): CarouselUiState {
  state[carouselId] ??= createCarouselUiState();
  return state[carouselId];
}

const initialState: CarouselState = {};

export const carouselSlice = createSlice({
  name: 'carousel',
  initialState,
  reducers: {
    sourceChanged(state, { payload }: PayloadAction<SourceChangedPayload>) {
      const ui = entryFor(state, payload.carouselId);
      if (ui.source === payload.source) return;
      ui.source = payload.source;
      ui.activeIndex = 0;
    },
    autoAdvanced(state, { payload }: PayloadAction<SlideCountPayload>) {
      const ui = navigable(state, payload);
      if (!ui || !canAutoAdvance(ui, payload.slideCount)) return;
      ui.activeIndex = wrap(shownIndex(ui, payload.slideCount) + 1, payload.slideCount);
    },
    nextRequested(state, { payload }: PayloadAction<SlideCountPayload>) {
      const ui = navigable(state, payload);
      if (ui) goTo(ui, shownIndex(ui, payload.slideCount) + 1, payload.slideCount);
    },
    previousRequested(state, { payload }: PayloadAction<SlideCountPayload>) {
      const ui = navigable(state, payload);
      if (ui) goTo(ui, shownIndex(ui, payload.slideCount) - 1, payload.slideCount);
    },
    slideRequested(state, { payload }: PayloadAction<SlideRequestedPayload>) {
      const ui = navigable(state, payload);
      const { index, slideCount } = payload;
      if (!ui || !Number.isInteger(index) || index < 0 || index >= slideCount) return;
      goTo(ui, index, slideCount);
    },
    swiped(state, { payload }: PayloadAction<SwipedPayload>) {
      const ui = navigable(state, payload);
      if (!ui) return;
      if (Math.abs(payload.dx) <= payload.windowWidth * SWIPE_THRESHOLD_RATIO) return;
      const step = payload.dx > 0 ? -1 : 1;
      goTo(ui, shownIndex(ui, payload.slideCount) + step, payload.slideCount);
    },
    rotationToggled(state, { payload }: PayloadAction<SlideCountPayload>) {
      const ui = navigable(state, payload);
      if (!ui) return;
      if (ui.rotation === 'rotating') {
        ui.rotation = 'stopped';
        ui.stoppedByVisitor = true;
        return;
      }
      ui.rotation = 'rotating';
      ui.stoppedByVisitor = false;
      // Start is an explicit request: it is not held back by the pointer or focus that pressed it.
      ui.pausedBy.hover = false;
      ui.pausedBy.focus = false;
    },
    pauseChanged(state, { payload }: PayloadAction<PauseChangedPayload>) {
      entryFor(state, payload.carouselId).pausedBy[payload.reason] = payload.paused;
    },
    reducedMotionChanged(state, { payload }: PayloadAction<ReducedMotionChangedPayload>) {
      const ui = entryFor(state, payload.carouselId);
      ui.reducedMotion = payload.reducedMotion;
      if (ui.stoppedByVisitor) return;
      ui.rotation = payload.reducedMotion ? 'stopped' : 'rotating';
    },
  },
  selectors: {
    selectCarousel: (state, carouselId: string): CarouselUiState =>
      state[carouselId] ?? INITIAL_CAROUSEL_UI,
  },
});

export const {
  sourceChanged,
  autoAdvanced,
  nextRequested,
  previousRequested,
  slideRequested,
  swiped,
  rotationToggled,
  pauseChanged,
  reducedMotionChanged,
} = carouselSlice.actions;

export const { selectCarousel } = carouselSlice.selectors;
