import { describe, expect, it } from 'vitest';
import {
  autoAdvanced,
  canAutoAdvance,
  carouselSlice,
  carouselSource,
  nextRequested,
  pauseChanged,
  previousRequested,
  reducedMotionChanged,
  rotationToggled,
  selectCarousel,
  shownIndex,
  slideRequested,
  sourceChanged,
  swiped,
} from '../../../../../app/blocks/contentCarousel/carouselSlice';
import type {
  CarouselState,
  CarouselUiState,
} from '../../../../../app/blocks/contentCarousel/carouselTypes';

const carouselReducer = carouselSlice.reducer;
const ID = 'news';
const SOURCE = carouselSource('MCKEY', 'News');
const of = (slideCount: number) => ({ carouselId: ID, slideCount });

/** A mounted carousel: its source set, then `overrides`. */
function mounted(overrides: Partial<CarouselUiState> = {}): CarouselState {
  const state = carouselReducer(undefined, sourceChanged({ carouselId: ID, source: SOURCE }));
  return { [ID]: { ...state[ID]!, ...overrides } };
}

const ui = (state: CarouselState) => state[ID]!;

describe('carousel slice: state and source', () => {
  it('holds UI state only: index 0, rotating, nothing paused', () => {
    expect(ui(mounted())).toEqual({
      source: SOURCE,
      activeIndex: 0,
      rotation: 'rotating',
      stoppedByVisitor: false,
      pausedBy: { hover: false, focus: false, hidden: false },
      reducedMotion: false,
    });
  });

  it('a new source (collection or name) starts again at the first slide, keeping the rest', () => {
    const before = mounted({ activeIndex: 2, rotation: 'stopped', stoppedByVisitor: true });
    const other = carouselReducer(
      before,
      sourceChanged({ carouselId: ID, source: carouselSource('MCOTHER', 'News') }),
    );
    expect(ui(other)).toMatchObject({
      activeIndex: 0,
      rotation: 'stopped',
      stoppedByVisitor: true,
    });
    const renamed = carouselReducer(
      before,
      sourceChanged({ carouselId: ID, source: carouselSource('MCKEY', 'Stories') }),
    );
    expect(ui(renamed).activeIndex).toBe(0);
  });

  it('the same source again keeps the slide shown', () => {
    const before = mounted({ activeIndex: 2 });
    expect(carouselReducer(before, sourceChanged({ carouselId: ID, source: SOURCE }))).toBe(before);
  });

  it('carouselSource tells collection and name apart', () => {
    expect(carouselSource('A', 'B C')).not.toBe(carouselSource('A B', 'C'));
  });

  it('selectCarousel gives the initial state for a carousel not seen yet', () => {
    const initial = selectCarousel({ carousel: {} }, ID);
    expect(initial).toEqual({
      source: '',
      activeIndex: 0,
      rotation: 'rotating',
      stoppedByVisitor: false,
      pausedBy: { hover: false, focus: false, hidden: false },
      reducedMotion: false,
    });
    expect(selectCarousel({ carousel: {} }, 'other')).toBe(initial);
    const state = mounted({ activeIndex: 1 });
    expect(selectCarousel({ carousel: state }, ID).activeIndex).toBe(1);
  });
});

describe('carousel slice: auto-advance', () => {
  it('advances and wraps from the last slide to the first', () => {
    let state = mounted();
    state = carouselReducer(state, autoAdvanced(of(3)));
    expect(ui(state).activeIndex).toBe(1);
    state = carouselReducer(state, autoAdvanced(of(3)));
    state = carouselReducer(state, autoAdvanced(of(3)));
    expect(ui(state).activeIndex).toBe(0);
    expect(ui(state).rotation).toBe('rotating');
  });

  it.each([
    ['stopped', { rotation: 'stopped' as const }],
    ['paused by hover', { pausedBy: { hover: true, focus: false, hidden: false } }],
    ['paused by focus', { pausedBy: { hover: false, focus: true, hidden: false } }],
    ['paused while hidden', { pausedBy: { hover: false, focus: false, hidden: true } }],
  ])('does nothing when %s', (_, overrides) => {
    const state = carouselReducer(mounted(overrides), autoAdvanced(of(3)));
    expect(ui(state).activeIndex).toBe(0);
  });

  it.each([0, 1])('does nothing with %i slides', (count) => {
    const state = carouselReducer(mounted(), autoAdvanced(of(count)));
    expect(ui(state).activeIndex).toBe(0);
    expect(canAutoAdvance(ui(state), count)).toBe(false);
  });

  it('does nothing for a carousel not mounted', () => {
    expect(carouselReducer({}, autoAdvanced(of(3)))).toEqual({});
  });

  it('after the slides shrank under the index, goes on from the first slide shown', () => {
    const state = mounted({ activeIndex: 4 });
    expect(shownIndex(ui(state), 3)).toBe(0);
    expect(ui(carouselReducer(state, autoAdvanced(of(3)))).activeIndex).toBe(1);
  });
});

describe('carousel slice: manual navigation stops rotation for good', () => {
  const stopped = { rotation: 'stopped', stoppedByVisitor: true };

  it('next goes forward and wraps from the last to the first', () => {
    let state = carouselReducer(mounted({ activeIndex: 2 }), nextRequested(of(3)));
    expect(ui(state)).toMatchObject({ activeIndex: 0, ...stopped });
    state = carouselReducer(state, nextRequested(of(3)));
    expect(ui(state).activeIndex).toBe(1);
  });

  it('previous goes back and wraps from the first to the last', () => {
    const state = carouselReducer(mounted(), previousRequested(of(3)));
    expect(ui(state)).toMatchObject({ activeIndex: 2, ...stopped });
  });

  it('a pagination dot shows its slide', () => {
    const state = carouselReducer(mounted(), slideRequested({ ...of(4), index: 2 }));
    expect(ui(state)).toMatchObject({ activeIndex: 2, ...stopped });
  });

  it.each([-1, 4, 1.5])('a dot index %s outside the slides is ignored', (index) => {
    const before = mounted();
    expect(carouselReducer(before, slideRequested({ ...of(4), index }))).toEqual(before);
  });

  it('a leftward swipe beyond a third of the window goes to the next slide', () => {
    const state = carouselReducer(mounted(), swiped({ ...of(3), dx: -301, windowWidth: 900 }));
    expect(ui(state)).toMatchObject({ activeIndex: 1, ...stopped });
  });

  it('a rightward swipe beyond a third of the window goes to the previous slide', () => {
    const state = carouselReducer(mounted(), swiped({ ...of(3), dx: 301, windowWidth: 900 }));
    expect(ui(state)).toMatchObject({ activeIndex: 2, ...stopped });
  });

  it.each([300, -300, 0])('a swipe of %i px on a 900 px window does not count', (dx) => {
    const before = mounted();
    expect(carouselReducer(before, swiped({ ...of(3), dx, windowWidth: 900 }))).toEqual(before);
  });

  it('auto-advance stays off after manual navigation', () => {
    let state = carouselReducer(mounted(), nextRequested(of(3)));
    state = carouselReducer(state, autoAdvanced(of(3)));
    expect(ui(state).activeIndex).toBe(1);
  });

  it.each([0, 1, 2.5])('nothing happens with %s slides', (count) => {
    const before = mounted();
    let state = carouselReducer(before, nextRequested(of(count)));
    state = carouselReducer(state, previousRequested(of(count)));
    state = carouselReducer(state, slideRequested({ ...of(count), index: 0 }));
    state = carouselReducer(state, swiped({ ...of(count), dx: -900, windowWidth: 900 }));
    state = carouselReducer(state, rotationToggled(of(count)));
    expect(state).toEqual(before);
  });

  it('nothing happens for a carousel not mounted', () => {
    expect(carouselReducer({}, nextRequested(of(3)))).toEqual({});
  });
});

describe('carousel slice: rotation control', () => {
  it('Stop stops rotation as the visitor', () => {
    const state = carouselReducer(mounted(), rotationToggled(of(3)));
    expect(ui(state)).toMatchObject({ rotation: 'stopped', stoppedByVisitor: true });
    expect(canAutoAdvance(ui(state), 3)).toBe(false);
  });

  it('Start resumes rotation, even after manual navigation, and lifts hover and focus pauses', () => {
    let state = carouselReducer(mounted(), nextRequested(of(3)));
    state = carouselReducer(state, pauseChanged({ carouselId: ID, reason: 'focus', paused: true }));
    state = carouselReducer(state, pauseChanged({ carouselId: ID, reason: 'hover', paused: true }));
    state = carouselReducer(state, rotationToggled(of(3)));
    expect(ui(state)).toMatchObject({
      rotation: 'rotating',
      stoppedByVisitor: false,
      pausedBy: { hover: false, focus: false, hidden: false },
    });
    expect(canAutoAdvance(ui(state), 3)).toBe(true);
  });

  it('Start does not lift the hidden-tab pause', () => {
    let state = carouselReducer(
      mounted({ rotation: 'stopped', stoppedByVisitor: true }),
      pauseChanged({ carouselId: ID, reason: 'hidden', paused: true }),
    );
    state = carouselReducer(state, rotationToggled(of(3)));
    expect(ui(state).pausedBy.hidden).toBe(true);
    expect(canAutoAdvance(ui(state), 3)).toBe(false);
  });
});

describe('carousel slice: pauses and reduced motion', () => {
  it.each(['hover', 'focus', 'hidden'] as const)('%s pauses and resumes', (reason) => {
    let state = carouselReducer(mounted(), pauseChanged({ carouselId: ID, reason, paused: true }));
    expect(ui(state).pausedBy[reason]).toBe(true);
    expect(ui(state).rotation).toBe('rotating');
    expect(canAutoAdvance(ui(state), 3)).toBe(false);
    state = carouselReducer(state, pauseChanged({ carouselId: ID, reason, paused: false }));
    expect(canAutoAdvance(ui(state), 3)).toBe(true);
  });

  it('a pause or reduced motion reported before the source creates the carousel', () => {
    const state = carouselReducer(
      undefined,
      reducedMotionChanged({ carouselId: ID, reducedMotion: true }),
    );
    expect(ui(state)).toMatchObject({ source: '', reducedMotion: true, rotation: 'stopped' });
    const withSource = carouselReducer(state, sourceChanged({ carouselId: ID, source: SOURCE }));
    expect(ui(withSource)).toMatchObject({ reducedMotion: true, rotation: 'stopped' });
  });

  it('reduced motion stops rotation and lifting it resumes, unless the visitor stopped it', () => {
    let state = carouselReducer(
      mounted(),
      reducedMotionChanged({ carouselId: ID, reducedMotion: true }),
    );
    expect(ui(state)).toMatchObject({ rotation: 'stopped', stoppedByVisitor: false });
    expect(carouselReducer(state, autoAdvanced(of(3)))).toEqual(state);
    state = carouselReducer(state, reducedMotionChanged({ carouselId: ID, reducedMotion: false }));
    expect(ui(state).rotation).toBe('rotating');

    let byVisitor = carouselReducer(mounted(), rotationToggled(of(3)));
    byVisitor = carouselReducer(
      byVisitor,
      reducedMotionChanged({ carouselId: ID, reducedMotion: true }),
    );
    byVisitor = carouselReducer(
      byVisitor,
      reducedMotionChanged({ carouselId: ID, reducedMotion: false }),
    );
    expect(ui(byVisitor)).toMatchObject({ rotation: 'stopped', stoppedByVisitor: true });
  });

  it('under reduced motion only an explicit Start makes the carousel rotate', () => {
    let state = carouselReducer(
      mounted(),
      reducedMotionChanged({ carouselId: ID, reducedMotion: true }),
    );
    expect(canAutoAdvance(ui(state), 3)).toBe(false);
    state = carouselReducer(state, rotationToggled(of(3)));
    expect(canAutoAdvance(ui(state), 3)).toBe(true);
  });
});

describe('carousel slice: every transition is a named action', () => {
  it.each([
    [sourceChanged({ carouselId: ID, source: SOURCE }), 'carousel/sourceChanged'],
    [autoAdvanced(of(3)), 'carousel/autoAdvanced'],
    [nextRequested(of(3)), 'carousel/nextRequested'],
    [previousRequested(of(3)), 'carousel/previousRequested'],
    [slideRequested({ ...of(3), index: 1 }), 'carousel/slideRequested'],
    [swiped({ ...of(3), dx: 1, windowWidth: 1 }), 'carousel/swiped'],
    [rotationToggled(of(3)), 'carousel/rotationToggled'],
    [pauseChanged({ carouselId: ID, reason: 'hover', paused: true }), 'carousel/pauseChanged'],
    [
      reducedMotionChanged({ carouselId: ID, reducedMotion: true }),
      'carousel/reducedMotionChanged',
    ],
  ])('%o is %s', (action, type) => {
    expect(action.type).toBe(type);
  });
});
