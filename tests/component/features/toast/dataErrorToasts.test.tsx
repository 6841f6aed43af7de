import { createAsyncThunk } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '../../../../app/features/toast';
import { makeToastStore } from '../../../unit/features/toast/makeToastStore';
import { renderWithToastStore } from './renderWithToastStore';

const loadNews = createAsyncThunk('news/load', (key: string): Promise<string> =>
  Promise.reject(new Error(`500 Internal Server Error for ${key}`)),
);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('data-error toasts', () => {
  it('show one alert per failing source, with no raw error text, and auto-close', async () => {
    const store = makeToastStore({ matchers: [loadNews] });
    renderWithToastStore(
      <>
        <p>The rest of the page</p>
        <ToastContainer />
      </>,
      store,
    );
    await act(async () => {
      await Promise.all([store.dispatch(loadNews('MC1')), store.dispatch(loadNews('MC1'))]);
      await store.dispatch(loadNews('MC1'));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      /^ErrorSome content could not be loaded\. Please try again later\.Close$/,
    );
    expect(alert).not.toHaveTextContent('500');
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4800 + 400));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => store.dispatch(loadNews('MC1')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => store.dispatch(loadNews('MC2')));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
