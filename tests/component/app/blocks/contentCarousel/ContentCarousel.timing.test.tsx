import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  carouselUi,
  preloadedHarness,
  renderCarousel,
  setPageHidden,
  stubReducedMotion,
  type Harness,
} from '../../../support/renderCarousel';

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const activeIndex = (harness: Harness) => carouselUi(harness).activeIndex;

/** A carousel of `count` slides whose data is in the cache already: it shows at once. */
function renderPreloaded(count: number) {
  const harness = preloadedHarness(count);
  const result = renderCarousel(harness, harness.collectionKey);
  return { ...result, harness };
}

function currentDot(): string | null {
  const dot = screen
    .getAllByRole('button', { name: /^Slide \d$/ })
    .find((button) => button.getAttribute('aria-current') === 'true');
  return dot?.textContent ?? null;
}

describe('ContentCarousel timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('advances after the 50 ms setup delay plus 6000 ms, then every 6000 ms, wrapping', async () => {
    const { harness } = renderPreloaded(3);

    // Each step is its own act() so React commits the setup before the interval starts.
    await advance(49);
    expect(vi.getTimerCount()).toBe(1);
    await advance(1);
    await advance(5999);
    expect(currentDot()).toBe('Slide 1');
    await advance(1);
    expect(currentDot()).toBe('Slide 2');
    expect(screen.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert');
    const hiddenSlide = document.querySelector(
      '[aria-roledescription="slide"][aria-label="1 of 3"]',
    );
    expect(hiddenSlide).toHaveAttribute('inert');
    expect(hiddenSlide).toHaveAttribute('aria-hidden', 'true');
    await advance(5999);
    expect(currentDot()).toBe('Slide 2');
    await advance(1);
    expect(currentDot()).toBe('Slide 3');
    await advance(6000);
    expect(currentDot()).toBe('Slide 1');
    expect(activeIndex(harness)).toBe(0);
  });

  it('manual navigation stops auto-advance until the visitor presses Start', async () => {
    const { harness } = renderPreloaded(3);
    await advance(50);

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Inventory Management' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Outside' }));
    expect(activeIndex(harness)).toBe(1);
    await advance(30_000);
    expect(activeIndex(harness)).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument();
    await advance(6000);
    expect(activeIndex(harness)).toBe(2);
  });

  it.each([
    ['a pagination dot', 'Slide 3'],
    ['the Previous button', 'Previous slide'],
    ['the Stop button', 'Stop automatic slide show'],
  ])('%s stops auto-advance', async (_, name) => {
    const { harness } = renderPreloaded(3);
    fireEvent.click(screen.getByRole('button', { name }));
    const shown = activeIndex(harness);
    await advance(20_000);
    expect(activeIndex(harness)).toBe(shown);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });

  it('a counted swipe stops auto-advance', async () => {
    const { harness, container } = renderPreloaded(3);
    const viewport = container.querySelector('[aria-live]')!.parentElement!;
    fireEvent.pointerDown(viewport, {
      pointerId: 1,
      pointerType: 'touch',
      isPrimary: true,
      clientX: 800,
    });
    fireEvent.pointerUp(viewport, {
      pointerId: 1,
      pointerType: 'touch',
      isPrimary: true,
      clientX: 100,
    });
    expect(activeIndex(harness)).toBe(1);
    await advance(20_000);
    expect(activeIndex(harness)).toBe(1);
  });

  it('pauses while the pointer is inside and resumes with a full interval when it leaves', async () => {
    const { harness } = renderPreloaded(3);
    const carousel = screen.getByRole('region', { name: 'Inventory Management' });
    await advance(3000);

    fireEvent.pointerEnter(carousel);
    await advance(12_000);
    expect(activeIndex(harness)).toBe(0);

    fireEvent.pointerLeave(carousel);
    await advance(5999);
    expect(activeIndex(harness)).toBe(0);
    await advance(1);
    expect(activeIndex(harness)).toBe(1);
  });

  it('pauses while focus is inside, also when it moves between controls', async () => {
    const { harness } = renderPreloaded(3);
    await advance(50);
    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });

    act(() => {
      next.focus();
    });
    await advance(12_000);
    expect(activeIndex(harness)).toBe(0);
    act(() => {
      previous.focus();
    });
    await advance(12_000);
    expect(activeIndex(harness)).toBe(0);

    act(() => {
      screen.getByRole('button', { name: 'Outside' }).focus();
    });
    await advance(6000);
    expect(activeIndex(harness)).toBe(1);
  });

  it('Start pressed from the keyboard rotates while focus stays and moves inside', async () => {
    const { harness } = renderPreloaded(3);
    await advance(50);
    const rotation = screen.getByRole('button', { name: 'Stop automatic slide show' });

    act(() => {
      rotation.focus();
    });
    fireEvent.click(rotation);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => {
      screen.getByRole('button', { name: 'Next slide' }).focus();
    });
    await advance(6000);
    expect(activeIndex(harness)).toBe(1);
  });

  it('pauses while the tab is hidden', async () => {
    const { harness } = renderPreloaded(3);
    await advance(50);

    act(() => {
      setPageHidden(true);
    });
    await advance(20_000);
    expect(activeIndex(harness)).toBe(0);

    act(() => {
      setPageHidden(false);
    });
    await advance(6000);
    expect(activeIndex(harness)).toBe(1);
  });

  it('does not rotate under prefers-reduced-motion and shows no animation', async () => {
    const restore = stubReducedMotion(true);
    try {
      const { harness, container } = renderPreloaded(3);
      await advance(30_000);
      expect(activeIndex(harness)).toBe(0);
      expect(
        screen.getByRole('button', { name: 'Start automatic slide show' }),
      ).toBeInTheDocument();
      expect(container.querySelector('[aria-live]')).toHaveAttribute('data-reduced-motion', 'true');
      expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    } finally {
      restore();
    }
  });

  it('does nothing with one slide: no controls, no timer', async () => {
    const { harness } = renderPreloaded(1);
    await advance(30_000);
    expect(activeIndex(harness)).toBe(0);
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1); // only the button outside
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders nothing with zero slides', async () => {
    const { container } = renderPreloaded(0);
    await advance(30_000);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
