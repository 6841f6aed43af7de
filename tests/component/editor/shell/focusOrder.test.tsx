import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusBeside } from '../../../../editor/shell/focusOrder';

/** The canvas's Tab in Edit: the focus goes on past its frame, as Tab would in the editor. */
describe('focusBeside', () => {
  function renderPanes() {
    render(
      <div>
        <button type="button">Outline</button>
        <span tabIndex={-1}>Not a stop</span>
        <iframe title="Canvas" />
        <input aria-label="Disabled" disabled />
        <div inert>
          <button type="button">Inert</button>
        </div>
        <div hidden>
          <button type="button">Hidden</button>
        </div>
        <textarea aria-label="Text" />
      </div>,
    );
    return screen.getByTitle('Canvas');
  }

  it('moves to the next stop in the tab order, past what Tab skips', () => {
    const canvas = renderPanes();
    focusBeside(canvas, false);
    expect(screen.getByLabelText('Text')).toHaveFocus();
  });

  it('moves back to the stop before it with Shift+Tab', () => {
    const canvas = renderPanes();
    focusBeside(canvas, true);
    expect(screen.getByRole('button', { name: 'Outline' })).toHaveFocus();
  });

  it('leaves the focus where it is at the end of the order', () => {
    renderPanes();
    const last = screen.getByLabelText('Text');
    last.focus();
    focusBeside(last, false);
    expect(last).toHaveFocus();
  });
});
