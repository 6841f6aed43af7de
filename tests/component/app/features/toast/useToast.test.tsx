import { act, fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '../../../../../app/features/toast/ToastContainer';
import { renderWithToastStore, ShowToastButton } from '../../../support/renderWithToastStore';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useToast', () => {
  it('shows a toast without moving focus to it', () => {
    renderWithToastStore(
      <>
        <ShowToastButton config={{ label: 'Saved', variant: 'success' }} />
        <ToastContainer />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Show' });
    trigger.focus();
    fireEvent.click(trigger);
    expect(screen.getByRole('status')).toHaveTextContent('Success: Saved');
    expect(trigger).toHaveFocus();
  });

  it('logs and shows nothing for a config without a label', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithToastStore(
      <>
        <ShowToastButton config={{ label: '', message: 'No label' }} />
        <ToastContainer />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.queryByText('No label')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Toast: please provide at least the "label" property to show the toast',
    );
    expect(error).toHaveBeenCalledWith(`Unable to show toast, missing toast property's "label"`);
  });

  it('returns focus to where it came from when a focused toast closes', async () => {
    renderWithToastStore(
      <>
        <ShowToastButton config={{ label: 'Read me', variant: 'info' }} />
        <ToastContainer />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Show' });
    act(() => {
      trigger.focus();
    });
    fireEvent.click(trigger);
    expect(trigger).toHaveFocus();
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => {
      close.focus();
    });
    fireEvent.click(close);
    expect(trigger).toHaveFocus();
    await advance(400);
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('works under StrictMode: one container, no warning, the same timing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithToastStore(
      <StrictMode>
        <ShowToastButton config={{ label: 'Strict', variant: 'success' }} />
        <ToastContainer />
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getAllByText('Strict')).toHaveLength(1);
    await advance(4799);
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'shown');
    await advance(401);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });
});
