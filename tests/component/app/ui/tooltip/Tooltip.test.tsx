import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from '../../../../../app/ui/tooltip/Tooltip';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderIconButton() {
  render(
    <Tooltip text="Next slide" align="end">
      {(trigger) => (
        <button type="button" {...trigger}>
          <svg aria-hidden="true" />
          <span className="visually-hidden">Next slide</span>
        </button>
      )}
    </Tooltip>,
  );
  const button = screen.getByRole('button', { name: 'Next slide' });
  return { button, anchor: button.parentElement! };
}

function pressEscape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
}

function expectShown(button: HTMLElement) {
  const tooltip = screen.getByRole('tooltip');
  expect(tooltip).toHaveTextContent('Next slide');
  expect(tooltip.id).not.toBe('');
  expect(button).toHaveAttribute('aria-describedby', tooltip.id);
  expect(button).toHaveAccessibleDescription('Next slide');
}

function expectHidden(button: HTMLElement) {
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(button).not.toHaveAttribute('aria-describedby');
}

describe('Tooltip', () => {
  it('shows 150 ms after the pointer enters and hides 150 ms after it leaves', async () => {
    const { button, anchor } = renderIconButton();
    expectHidden(button);
    fireEvent.pointerEnter(anchor, { pointerType: 'mouse' });
    await advance(149);
    expectHidden(button);
    await advance(1);
    expectShown(button);

    fireEvent.pointerLeave(anchor, { pointerType: 'mouse' });
    await advance(149);
    expectShown(button);
    await advance(1);
    expectHidden(button);
  });

  it('does not flicker for a pointer that only crosses the trigger', async () => {
    const { button, anchor } = renderIconButton();
    fireEvent.pointerEnter(anchor, { pointerType: 'mouse' });
    await advance(100);
    fireEvent.pointerLeave(anchor, { pointerType: 'mouse' });
    await advance(1000);
    expectHidden(button);
  });

  it('shows on keyboard focus and hides on blur, each after 150 ms', async () => {
    const { button } = renderIconButton();
    act(() => {
      button.focus();
    });
    await advance(149);
    expectHidden(button);
    await advance(1);
    expectShown(button);
    act(() => {
      button.blur();
    });
    await advance(150);
    expectHidden(button);
  });

  it('stays while focus holds it after the pointer leaves', async () => {
    const { button, anchor } = renderIconButton();
    fireEvent.pointerEnter(anchor, { pointerType: 'mouse' });
    act(() => {
      button.focus();
    });
    await advance(150);
    fireEvent.pointerLeave(anchor, { pointerType: 'mouse' });
    await advance(1000);
    expectShown(button);
  });

  it('hides at once on Escape, and stays hidden until the next hover or focus', async () => {
    const { button, anchor } = renderIconButton();
    fireEvent.pointerEnter(anchor, { pointerType: 'mouse' });
    act(() => {
      button.focus();
    });
    await advance(150);
    expectShown(button);

    pressEscape();
    expectHidden(button);
    // Focus is still there, and the pointer leaving changes nothing.
    fireEvent.pointerLeave(anchor, { pointerType: 'mouse' });
    await advance(1000);
    expectHidden(button);

    fireEvent.pointerEnter(anchor, { pointerType: 'mouse' });
    await advance(150);
    expectShown(button);
  });

  it('closes only the top tooltip on Escape', async () => {
    render(
      <>
        <Tooltip text="Previous slide">
          {(trigger) => <button {...trigger}>Previous</button>}
        </Tooltip>
        <Tooltip text="Next slide">{(trigger) => <button {...trigger}>Next</button>}</Tooltip>
      </>,
    );
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    fireEvent.pointerEnter(previous.parentElement!, { pointerType: 'mouse' });
    await advance(150);
    act(() => {
      next.focus();
    });
    await advance(150);
    const [below, above] = screen.getAllByRole('tooltip');
    expect([below?.textContent, above?.textContent]).toEqual(['Previous slide', 'Next slide']);
    expect([below?.style.zIndex, above?.style.zIndex]).toEqual(['9000', '9001']);

    pressEscape();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Previous slide');
    pressEscape();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not open for a touch, nor for the focus a tap gives the button', async () => {
    const { button, anchor } = renderIconButton();
    fireEvent.pointerEnter(anchor, { pointerType: 'touch' });
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    act(() => {
      button.focus();
    });
    await advance(1000);
    expectHidden(button);
  });

  it('leaves the trigger alone: its name, and the markup beside it, do not change', async () => {
    const { button, anchor } = renderIconButton();
    expect(anchor.childElementCount).toBe(1);
    fireEvent.pointerEnter(anchor, { pointerType: 'mouse' });
    await advance(150);
    expect(button).toHaveAccessibleName('Next slide');
    expect(button.textContent).toBe('Next slide');
    expect(anchor.lastElementChild).toBe(screen.getByRole('tooltip'));
  });
});
