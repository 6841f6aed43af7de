import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadCarousel } from './carouselThunks';
import type { CarouselEntry, CarouselState, PauseReason } from './carouselTypes';

interface CarouselTarget {
  carouselId: string;
}

export interface SlideRequestedPayload extends CarouselTarget {
  /** 0-based index of the slide whose pagination dot was pressed. */
  index: number;
}

export interface SwipedPayload extends CarouselTarget {
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
export const SWIPE_THRESHOLD_RATIO = 1 / 3;

export function createCarouselEntry(contentKey = '', carouselName = ''): CarouselEntry {
  return {
    status: 'idle',
    contentKey,
    carouselName,
    slides: [],
    styles: [],
    activeIndex: 0,
    rotation: 'rotating',
    stoppedByVisitor: false,
    pausedBy: { hover: false, focus: false, hidden: false },
    reducedMotion: false,
  };
}

/**
 * True when the carousel rotates on its own right now. Reduced motion needs no term of its own:
 * it sets rotation to 'stopped', and only the visitor's Start sets it rotating again.
 */
export function canAutoAdvance(entry: CarouselEntry): boolean {
  const { hover, focus, hidden } = entry.pausedBy;
  return (
    entry.status === 'ready' &&
    entry.slides.length > 1 &&
    entry.rotation === 'rotating' &&
    !hover &&
    !focus &&
    !hidden
  );
}

const wrap = (index: number, length: number) => ((index % length) + length) % length;

function canNavigate(entry: CarouselEntry | undefined): entry is CarouselEntry {
  return entry !== undefined && entry.status === 'ready' && entry.slides.length > 1;
}

/** Manual navigation shows the slide and stops auto-advance for good. */
function goTo(entry: CarouselEntry, index: number): void {
  entry.activeIndex = wrap(index, entry.slides.length);
  entry.rotation = 'stopped';
  entry.stoppedByVisitor = true;
}

function entryFor(state: CarouselState, carouselId: string): CarouselEntry {
  state[carouselId] ??= createCarouselEntry();
  return state[carouselId];
}

const initialState: CarouselState = {};

export const carouselSlice = createSlice({
  name: 'carousel',
  initialState,
  reducers: {
    autoAdvanced(state, { payload }: PayloadAction<CarouselTarget>) {
      const entry = state[payload.carouselId];
      if (!entry || !canAutoAdvance(entry)) return;
      entry.activeIndex = wrap(entry.activeIndex + 1, entry.slides.length);
    },
    nextRequested(state, { payload }: PayloadAction<CarouselTarget>) {
      const entry = state[payload.carouselId];
      if (canNavigate(entry)) goTo(entry, entry.activeIndex + 1);
    },
    previousRequested(state, { payload }: PayloadAction<CarouselTarget>) {
      const entry = state[payload.carouselId];
      if (canNavigate(entry)) goTo(entry, entry.activeIndex - 1);
    },
    slideRequested(state, { payload }: PayloadAction<SlideRequestedPayload>) {
      const entry = state[payload.carouselId];
      if (!canNavigate(entry) || !Number.isInteger(payload.index)) return;
      if (payload.index < 0 || payload.index >= entry.slides.length) return;
      goTo(entry, payload.index);
    },
    swiped(state, { payload }: PayloadAction<SwipedPayload>) {
      const entry = state[payload.carouselId];
      if (!canNavigate(entry)) return;
      if (Math.abs(payload.dx) <= payload.windowWidth * SWIPE_THRESHOLD_RATIO) return;
      goTo(entry, entry.activeIndex + (payload.dx > 0 ? -1 : 1));
    },
    rotationToggled(state, { payload }: PayloadAction<CarouselTarget>) {
      const entry = state[payload.carouselId];
      if (!canNavigate(entry)) return;
      if (entry.rotation === 'rotating') {
        entry.rotation = 'stopped';
        entry.stoppedByVisitor = true;
        return;
      }
      entry.rotation = 'rotating';
      entry.stoppedByVisitor = false;
      // Start is an explicit request: it is not held back by the pointer or focus that pressed it.
      entry.pausedBy.hover = false;
      entry.pausedBy.focus = false;
    },
    pauseChanged(state, { payload }: PayloadAction<PauseChangedPayload>) {
      entryFor(state, payload.carouselId).pausedBy[payload.reason] = payload.paused;
    },
    reducedMotionChanged(state, { payload }: PayloadAction<ReducedMotionChangedPayload>) {
      const entry = entryFor(state, payload.carouselId);
      entry.reducedMotion = payload.reducedMotion;
      if (entry.stoppedByVisitor) return;
      entry.rotation = payload.reducedMotion ? 'stopped' : 'rotating';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadCarousel.pending, (state, { meta }) => {
        const { carouselId, contentKey, carouselName } = meta.arg;
        const entry = entryFor(state, carouselId);
        const sameSource = entry.contentKey === contentKey && entry.carouselName === carouselName;
        if (!sameSource) {
          entry.slides = [];
          entry.styles = [];
          entry.activeIndex = 0;
        }
        entry.status = 'loading';
        entry.contentKey = contentKey;
        entry.carouselName = carouselName;
        delete entry.error;
      })
      .addCase(loadCarousel.fulfilled, (state, { meta, payload }) => {
        const entry = state[meta.arg.carouselId];
        if (!entry || entry.contentKey !== meta.arg.contentKey) return;
        entry.status = 'ready';
        entry.slides = payload.slides;
        entry.styles = payload.styles;
        entry.activeIndex = 0;
      })
      .addCase(loadCarousel.rejected, (state, { meta, error }) => {
        const entry = state[meta.arg.carouselId];
        if (!entry || entry.contentKey !== meta.arg.contentKey || meta.condition) return;
        entry.status = 'failed';
        entry.error = error;
      });
  },
  selectors: {
    selectCarousel: (state, carouselId: string): CarouselEntry | undefined => state[carouselId],
  },
});

export const {
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

export const carouselReducer = carouselSlice.reducer;
