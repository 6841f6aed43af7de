import { describe, expect, it } from 'vitest';
import { UNFULFILLED } from '../../../../sdk/cache';
import { entryReducer } from '../../../../sdk/cache/entry';
import type { CacheEntry } from '../../../../sdk/cache';
import type { EntryAction } from '../../../../sdk/cache/entry';
import { SdkError } from '@about-site/sdk';

const notFound = new SdkError({
  status: 404,
  statusText: 'Not Found',
  errorType: 'fetchResponse',
}).toJSON();
const serverError = new SdkError({
  status: 500,
  statusText: 'Server Error',
  errorType: 'fetchResponse',
}).toJSON();

function run(...actions: EntryAction[]): CacheEntry {
  return actions.reduce<CacheEntry>(entryReducer, UNFULFILLED);
}

describe('entryReducer', () => {
  it('goes Unfulfilled -> Pending -> Fulfilled', () => {
    const pending = run({ type: 'fetchStarted' });
    expect(pending).toEqual({
      state: 'Pending',
      loading: true,
      loaded: false,
      data: undefined,
      error: undefined,
    });
    const fulfilled = entryReducer(pending, {
      type: 'fetchSucceeded',
      data: { a: 1 },
      stale: false,
      loading: false,
    });
    expect(fulfilled).toEqual({
      state: 'Fulfilled',
      loading: false,
      loaded: true,
      data: { a: 1 },
      error: undefined,
    });
  });

  it('keeps Stale data while refreshing, then Fulfilled', () => {
    const stale = run(
      { type: 'fetchStarted' },
      { type: 'fetchSucceeded', data: 1, stale: false, loading: false },
      { type: 'expired' },
    );
    expect(stale.state).toBe('Stale');
    const refreshing = entryReducer(stale, { type: 'fetchStarted' });
    expect(refreshing).toMatchObject({ state: 'Stale', loading: true, data: 1 });
  });

  it('stores a cached error as Error with no data, and lets it lapse to Unfulfilled', () => {
    const error = run(
      { type: 'fetchStarted' },
      { type: 'fetchSucceeded', data: 1, stale: false, loading: false },
      { type: 'fetchStarted' },
      { type: 'fetchFailedCached', error: notFound, loading: false },
    );
    expect(error).toEqual({
      state: 'Error',
      loading: false,
      loaded: true,
      data: undefined,
      error: notFound,
    });
    expect(entryReducer(error, { type: 'expired' })).toMatchObject({
      state: 'Unfulfilled',
      error: undefined,
    });
  });

  it('keeps data on an error that is not cached, and on a settle (abort)', () => {
    const fulfilled = run(
      { type: 'fetchStarted' },
      { type: 'fetchSucceeded', data: 1, stale: false, loading: false },
    );
    const failed = entryReducer(entryReducer(fulfilled, { type: 'fetchStarted' }), {
      type: 'fetchFailed',
      error: serverError,
      loading: false,
    });
    expect(failed).toMatchObject({
      state: 'Fulfilled',
      loading: false,
      data: 1,
      error: serverError,
    });
    const aborted = run({ type: 'fetchStarted' }, { type: 'fetchSettled', loading: false });
    expect(aborted).toEqual(UNFULFILLED);
    const stillLoading = run({ type: 'fetchStarted' }, { type: 'fetchSettled', loading: true });
    expect(stillLoading).toMatchObject({ state: 'Pending', loading: true });
  });

  it('marks a failed first load loaded, with its error and no data (the platform store)', () => {
    expect(
      run({ type: 'fetchStarted' }, { type: 'fetchFailed', error: serverError, loading: false }),
    ).toEqual({
      state: 'Unfulfilled',
      loading: false,
      loaded: true,
      data: undefined,
      error: serverError,
    });
    // Another request still in flight: still Pending, but the failure is known.
    expect(
      run(
        { type: 'fetchStarted' },
        { type: 'fetchStarted' },
        { type: 'fetchFailed', error: serverError, loading: true },
      ),
    ).toEqual({
      state: 'Pending',
      loading: true,
      loaded: true,
      data: undefined,
      error: serverError,
    });
  });

  it('returns the same object when nothing changes', () => {
    const pending = run({ type: 'fetchStarted' });
    expect(entryReducer(pending, { type: 'fetchStarted' })).toBe(pending);
    expect(entryReducer(UNFULFILLED, { type: 'expired' })).toBe(UNFULFILLED);
    const fulfilled = entryReducer(pending, {
      type: 'fetchSucceeded',
      data: { list: [1, 2] },
      stale: false,
      loading: false,
    });
    const again = entryReducer(entryReducer(fulfilled, { type: 'fetchStarted' }), {
      type: 'fetchSucceeded',
      data: { list: [1, 2] },
      stale: false,
      loading: false,
    });
    // Equal data keeps its reference (structural sharing), so selectors see no change.
    expect(again.data).toBe(fulfilled.data);
  });

  it('shares unchanged branches of new data', () => {
    const first = run({
      type: 'fetchSucceeded',
      data: { a: { deep: [1] }, b: 1 },
      stale: false,
      loading: false,
    });
    const second = entryReducer(first, {
      type: 'fetchSucceeded',
      data: { a: { deep: [1] }, b: 2 },
      stale: false,
      loading: false,
    });
    const before = first.data as { a: unknown };
    const after = second.data as { a: unknown; b: number };
    expect(after.a).toBe(before.a);
    expect(after.b).toBe(2);
  });

  it('hydrates Fulfilled, Stale or Error', () => {
    expect(run({ type: 'hydrated', state: 'Stale', data: 3 })).toMatchObject({
      state: 'Stale',
      loaded: true,
      data: 3,
    });
    expect(
      run({ type: 'hydrated', state: 'Error', data: undefined, error: notFound }),
    ).toMatchObject({
      state: 'Error',
      error: notFound,
    });
  });

  it('rejects an unknown action (exhaustive switch)', () => {
    expect(() => entryReducer(UNFULFILLED, { type: 'nope' } as unknown as EntryAction)).toThrow(
      'unknown cache action',
    );
  });
});
