import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteConfigProvider } from '../../../../../app/config/SiteConfigContext';
import { CarouselPagination } from '../../../../../app/blocks/contentCarousel/CarouselControls';
import { testConfig } from '../../../../support/testStore';

// Digits typed within 700 ms of each other form one number (docs/features.md).
const TYPED_KEY_BUFFER_MS = 700;

const SLIDES = Array.from({ length: 12 }, (_, index) => `slide-${index + 1}`);

function renderDots(onSelect = vi.fn()) {
  render(
    <SiteConfigProvider config={testConfig}>
      <CarouselPagination slideIds={SLIDES} activeIndex={0} onSelect={onSelect} />
    </SiteConfigProvider>,
  );
  const dot = (n: number) => screen.getByRole('button', { name: `Slide ${n}` });
  const type = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
  dot(1).focus();
  return { onSelect, dot, type };
}

describe('carousel pagination: typed slide numbers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the slide whose number is typed and moves focus to its button', () => {
    const { onSelect, dot, type } = renderDots();
    type('3');
    expect(onSelect).toHaveBeenLastCalledWith(2);
    expect(dot(3)).toHaveFocus();
  });

  it('reads digits typed within 700 ms as one number', () => {
    const { onSelect, dot, type } = renderDots();
    type('1');
    vi.advanceTimersByTime(TYPED_KEY_BUFFER_MS - 1);
    type('2');
    expect(onSelect.mock.calls.map(([index]) => index as number)).toEqual([0, 11]);
    expect(dot(12)).toHaveFocus();
  });

  it('starts a new number once 700 ms have passed', () => {
    const { onSelect, type } = renderDots();
    type('1');
    vi.advanceTimersByTime(TYPED_KEY_BUFFER_MS);
    type('2');
    expect(onSelect.mock.calls.map(([index]) => index as number)).toEqual([0, 1]);
  });

  it('ignores numbers with no slide and keys that are not digits', () => {
    const { onSelect, type } = renderDots();
    type('0');
    type('a');
    type('Enter');
    expect(onSelect).not.toHaveBeenCalled();
  });
});
