import { describe, expect, it } from 'vitest';
import {
  autoAdvanced,
  canAutoAdvance,
  carouselReducer,
  loadCarousel,
  nextRequested,
  pauseChanged,
  previousRequested,
  reducedMotionChanged,
  rotationToggled,
  slideRequested,
  swiped,
  type CarouselEntry,
  type CarouselState,
  type Slide,
} from '../../../../app/features/carousel';

const ID = 'news';
const target = { carouselId: ID };

function slide(n: number): Slide {
  return {
    contentKey: `KEY${n}`,
    title: `Story ${n}`,
    excerpt: '',
    imageUrl: null,
    imageSrcSet: null,
    imageAlt: `Story ${n}`,
    ctaUrl: `/sfdc_cms__news/KEY${n}`,
    ctaLabel: 'Learn More',
  };
}

function readyState(slideCount: number, overrides: Partial<CarouselEntry> = {}): CarouselState {
  const loading = carouselReducer(
    undefined,
    loadCarousel.pending('req', { carouselId: ID, contentKey: 'MCKEY', carouselName: 'News' }),
  );
  const ready = carouselReducer(
    loading,
    loadCarousel.fulfilled(
      { slides: Array.from({ length: slideCount }, (_, i) => slide(i + 1)), styles: [] },
      'req',
      { carouselId: ID, contentKey: 'MCKEY', carouselName: 'News' },
    ),
  );
  return { [ID]: { ...ready[ID]!, ...overrides } };
}

const entry = (state: CarouselState) => state[ID]!;

describe('carousel slice: loading', () => {
  const args = { carouselId: ID, contentKey: 'MCKEY', carouselName: 'News' };

  it('pending creates the entry: loading, index 0, rotating, nothing paused', () => {
    const state = carouselReducer(undefined, loadCarousel.pending('r1', args));
    expect(entry(state)).toEqual({
      status: 'loading',
      contentKey: 'MCKEY',
      carouselName: 'News',
      slides: [],
      styles: [],
      activeIndex: 0,
      rotation: 'rotating',
      stoppedByVisitor: false,
      pausedBy: { hover: false, focus: false, hidden: false },
      reducedMotion: false,
    });
  });

  it('fulfilled stores slides and styles and is ready at index 0', () => {
    const loading = carouselReducer(undefined, loadCarousel.pending('r1', args));
    const state = carouselReducer(
      loading,
      loadCarousel.fulfilled(
        { slides: [slide(1)], styles: [{ slideBorder: '1px solid' }] },
        'r1',
        args,
      ),
    );
    expect(entry(state)).toMatchObject({
      status: 'ready',
      slides: [slide(1)],
      styles: [{ slideBorder: '1px solid' }],
      activeIndex: 0,
    });
  });

  it('rejected stores the serialisable error', () => {
    const loading = carouselReducer(undefined, loadCarousel.pending('r1', args));
    const state = carouselReducer(
      loading,
      loadCarousel.rejected(Object.assign(new Error('Not Found'), { status: 404 }), 'r1', args),
    );
    expect(entry(state).status).toBe('failed');
    expect(entry(state).error).toEqual({ message: 'Not Found', status: 404 });
  });

  it('a new collection resets slides; a stale result for the old one is ignored', () => {
    const ready = readyState(3, { activeIndex: 2 });
    const other = { ...args, contentKey: 'MCOTHER' };
    const reloading = carouselReducer(ready, loadCarousel.pending('r2', other));
    expect(entry(reloading)).toMatchObject({ status: 'loading', slides: [], activeIndex: 0 });
    const stale = carouselReducer(
      reloading,
      loadCarousel.fulfilled({ slides: [slide(9)], styles: [] }, 'r1', args),
    );
    expect(entry(stale).status).toBe('loading');
  });

  it('pending again clears a previous error', () => {
    const failed = carouselReducer(
      carouselReducer(undefined, loadCarousel.pending('r1', args)),
      loadCarousel.rejected(new Error('Boom'), 'r1', args),
    );
    const retry = carouselReducer(failed, loadCarousel.pending('r2', args));
    expect(entry(retry).status).toBe('loading');
    expect(entry(retry).error).toBeUndefined();
  });
});

describe('carousel slice: auto-advance', () => {
  it('advances and wraps from the last slide to the first', () => {
    let state = readyState(3);
    state = carouselReducer(state, autoAdvanced(target));
    expect(entry(state).activeIndex).toBe(1);
    state = carouselReducer(state, autoAdvanced(target));
    state = carouselReducer(state, autoAdvanced(target));
    expect(entry(state).activeIndex).toBe(0);
    expect(entry(state).rotation).toBe('rotating');
  });

  it.each([
    ['stopped', { rotation: 'stopped' as const }],
    ['paused by hover', { pausedBy: { hover: true, focus: false, hidden: false } }],
    ['paused by focus', { pausedBy: { hover: false, focus: true, hidden: false } }],
    ['paused while hidden', { pausedBy: { hover: false, focus: false, hidden: true } }],
  ])('does nothing when %s', (_, overrides) => {
    const state = carouselReducer(readyState(3, overrides), autoAdvanced(target));
    expect(entry(state).activeIndex).toBe(0);
  });

  it.each([0, 1])('does nothing with %i slides', (count) => {
    const state = carouselReducer(readyState(count), autoAdvanced(target));
    expect(entry(state).activeIndex).toBe(0);
    expect(canAutoAdvance(entry(state))).toBe(false);
  });

  it('does nothing before the carousel is ready or for an unknown carousel', () => {
    const loading = carouselReducer(
      undefined,
      loadCarousel.pending('r', { carouselId: ID, contentKey: 'MCKEY', carouselName: '' }),
    );
    expect(carouselReducer(loading, autoAdvanced(target))).toEqual(loading);
    expect(carouselReducer({}, autoAdvanced(target))).toEqual({});
  });
});

describe('carousel slice: manual navigation stops rotation for good', () => {
  const stopped = { rotation: 'stopped', stoppedByVisitor: true };

  it('next goes forward and wraps from the last to the first', () => {
    let state = carouselReducer(readyState(3, { activeIndex: 2 }), nextRequested(target));
    expect(entry(state)).toMatchObject({ activeIndex: 0, ...stopped });
    state = carouselReducer(state, nextRequested(target));
    expect(entry(state).activeIndex).toBe(1);
  });

  it('previous goes back and wraps from the first to the last', () => {
    const state = carouselReducer(readyState(3), previousRequested(target));
    expect(entry(state)).toMatchObject({ activeIndex: 2, ...stopped });
  });

  it('a pagination dot shows its slide', () => {
    const state = carouselReducer(readyState(4), slideRequested({ carouselId: ID, index: 2 }));
    expect(entry(state)).toMatchObject({ activeIndex: 2, ...stopped });
  });

  it.each([-1, 4, 1.5])('a dot index %s outside the slides is ignored', (index) => {
    const before = readyState(4);
    expect(carouselReducer(before, slideRequested({ carouselId: ID, index }))).toEqual(before);
  });

  it('a leftward swipe beyond a third of the window goes to the next slide', () => {
    const state = carouselReducer(
      readyState(3),
      swiped({ carouselId: ID, dx: -301, windowWidth: 900 }),
    );
    expect(entry(state)).toMatchObject({ activeIndex: 1, ...stopped });
  });

  it('a rightward swipe beyond a third of the window goes to the previous slide', () => {
    const state = carouselReducer(
      readyState(3),
      swiped({ carouselId: ID, dx: 301, windowWidth: 900 }),
    );
    expect(entry(state)).toMatchObject({ activeIndex: 2, ...stopped });
  });

  it.each([300, -300, 0])('a swipe of %i px on a 900 px window does not count', (dx) => {
    const before = readyState(3);
    expect(carouselReducer(before, swiped({ carouselId: ID, dx, windowWidth: 900 }))).toEqual(
      before,
    );
  });

  it('auto-advance stays off after manual navigation', () => {
    let state = carouselReducer(readyState(3), nextRequested(target));
    state = carouselReducer(state, autoAdvanced(target));
    expect(entry(state).activeIndex).toBe(1);
  });

  it.each([0, 1])('nothing happens with %i slides', (count) => {
    const before = readyState(count);
    let state = carouselReducer(before, nextRequested(target));
    state = carouselReducer(state, previousRequested(target));
    state = carouselReducer(state, slideRequested({ carouselId: ID, index: 0 }));
    state = carouselReducer(state, swiped({ carouselId: ID, dx: -900, windowWidth: 900 }));
    state = carouselReducer(state, rotationToggled(target));
    expect(state).toEqual(before);
  });
});

describe('carousel slice: rotation control', () => {
  it('Stop stops rotation as the visitor', () => {
    const state = carouselReducer(readyState(3), rotationToggled(target));
    expect(entry(state)).toMatchObject({ rotation: 'stopped', stoppedByVisitor: true });
    expect(canAutoAdvance(entry(state))).toBe(false);
  });

  it('Start resumes rotation, even after manual navigation, and lifts hover and focus pauses', () => {
    let state = carouselReducer(readyState(3), nextRequested(target));
    state = carouselReducer(state, pauseChanged({ carouselId: ID, reason: 'focus', paused: true }));
    state = carouselReducer(state, pauseChanged({ carouselId: ID, reason: 'hover', paused: true }));
    state = carouselReducer(state, rotationToggled(target));
    expect(entry(state)).toMatchObject({
      rotation: 'rotating',
      stoppedByVisitor: false,
      pausedBy: { hover: false, focus: false, hidden: false },
    });
    expect(canAutoAdvance(entry(state))).toBe(true);
  });

  it('Start does not lift the hidden-tab pause', () => {
    let state = carouselReducer(
      readyState(3, { rotation: 'stopped', stoppedByVisitor: true }),
      pauseChanged({ carouselId: ID, reason: 'hidden', paused: true }),
    );
    state = carouselReducer(state, rotationToggled(target));
    expect(entry(state).pausedBy.hidden).toBe(true);
    expect(canAutoAdvance(entry(state))).toBe(false);
  });
});

describe('carousel slice: pauses and reduced motion', () => {
  it.each(['hover', 'focus', 'hidden'] as const)('%s pauses and resumes', (reason) => {
    let state = carouselReducer(
      readyState(3),
      pauseChanged({ carouselId: ID, reason, paused: true }),
    );
    expect(entry(state).pausedBy[reason]).toBe(true);
    expect(entry(state).rotation).toBe('rotating');
    expect(canAutoAdvance(entry(state))).toBe(false);
    state = carouselReducer(state, pauseChanged({ carouselId: ID, reason, paused: false }));
    expect(canAutoAdvance(entry(state))).toBe(true);
  });

  it('a pause or reduced motion reported before loading creates the entry', () => {
    const state = carouselReducer(
      undefined,
      reducedMotionChanged({ carouselId: ID, reducedMotion: true }),
    );
    expect(entry(state)).toMatchObject({
      status: 'idle',
      reducedMotion: true,
      rotation: 'stopped',
    });
    const loading = carouselReducer(
      state,
      loadCarousel.pending('r', { carouselId: ID, contentKey: 'MCKEY', carouselName: 'News' }),
    );
    expect(entry(loading)).toMatchObject({ reducedMotion: true, rotation: 'stopped' });
  });

  it('reduced motion stops rotation and lifting it resumes, unless the visitor stopped it', () => {
    let state = carouselReducer(
      readyState(3),
      reducedMotionChanged({ carouselId: ID, reducedMotion: true }),
    );
    expect(entry(state)).toMatchObject({ rotation: 'stopped', stoppedByVisitor: false });
    expect(carouselReducer(state, autoAdvanced(target))).toEqual(state);
    state = carouselReducer(state, reducedMotionChanged({ carouselId: ID, reducedMotion: false }));
    expect(entry(state).rotation).toBe('rotating');

    let byVisitor = carouselReducer(readyState(3), rotationToggled(target));
    byVisitor = carouselReducer(
      byVisitor,
      reducedMotionChanged({ carouselId: ID, reducedMotion: true }),
    );
    byVisitor = carouselReducer(
      byVisitor,
      reducedMotionChanged({ carouselId: ID, reducedMotion: false }),
    );
    expect(entry(byVisitor)).toMatchObject({ rotation: 'stopped', stoppedByVisitor: true });
  });

  it('under reduced motion only an explicit Start makes the carousel rotate', () => {
    let state = carouselReducer(
      readyState(3),
      reducedMotionChanged({ carouselId: ID, reducedMotion: true }),
    );
    expect(canAutoAdvance(entry(state))).toBe(false);
    state = carouselReducer(state, rotationToggled(target));
    expect(canAutoAdvance(entry(state))).toBe(true);
  });
});
