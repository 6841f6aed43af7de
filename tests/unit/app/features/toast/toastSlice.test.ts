import { describe, expect, it } from 'vitest';
import {
  DATA_ERROR_MESSAGE,
  dataErrorRaised,
  selectQueuedToasts,
  selectShownToasts,
  selectToastConfig,
  toastClosed,
  toastCloseRequested,
  toastConfigured,
  toastEnqueued,
  toastSlice,
} from '../../../../../app/features/toast/toastSlice';
import type { ToastRecord } from '../../../../../app/features/toast/toastTypes';

const reducer = toastSlice.reducer;
type ToastState = ReturnType<typeof reducer>;

function record(id: string, overrides: Partial<ToastRecord> = {}): ToastRecord {
  return {
    id,
    label: `Toast ${id}`,
    variant: 'info',
    mode: 'sticky',
    hasLink: false,
    ...overrides,
  };
}

function enqueueAll(state: ToastState, ids: string[]): ToastState {
  return ids.reduce((s, id) => reducer(s, toastEnqueued(record(id))), state);
}

const initial = reducer(undefined, { type: '@@init' });
const ids = (toasts: readonly { id: string }[]) => toasts.map((t) => t.id);

describe('toast slice', () => {
  it('starts empty with the default container config', () => {
    expect(initial).toEqual({
      config: { maxToasts: 3, containerPosition: 'fixed', toastPosition: 'top-center' },
      queue: [],
      shown: [],
      reportedSources: [],
    });
  });

  it('names its actions after what happened', () => {
    expect(toastConfigured({}).type).toBe('toast/configured');
    expect(toastEnqueued(record('a')).type).toBe('toast/enqueued');
    expect(toastCloseRequested({ id: 'a' }).type).toBe('toast/closeRequested');
    expect(toastClosed({ id: 'a' }).type).toBe('toast/closed');
    expect(dataErrorRaised('s').type).toBe('toast/dataErrorRaised');
  });

  describe('toast/enqueued', () => {
    it('shows a toast at once while there is room', () => {
      const state = reducer(initial, toastEnqueued(record('a')));
      expect(state.queue).toEqual([]);
      expect(state.shown).toEqual([{ ...record('a'), status: 'shown' }]);
    });

    it('queues beyond the maximum (3 by default), in order', () => {
      const state = enqueueAll(initial, ['a', 'b', 'c', 'd', 'e']);
      expect(ids(state.shown)).toEqual(['a', 'b', 'c']);
      expect(ids(state.queue)).toEqual(['d', 'e']);
    });

    it('ignores a toast whose id is already queued or shown', () => {
      const state = enqueueAll(initial, ['a', 'b', 'c', 'd']);
      expect(reducer(state, toastEnqueued(record('a')))).toBe(state);
      expect(reducer(state, toastEnqueued(record('d')))).toBe(state);
    });
  });

  describe('toast/closeRequested', () => {
    it('marks a shown toast as closing; it keeps its place', () => {
      const state = reducer(
        enqueueAll(initial, ['a', 'b', 'c', 'd']),
        toastCloseRequested({ id: 'b' }),
      );
      expect(state.shown.map((t) => [t.id, t.status])).toEqual([
        ['a', 'shown'],
        ['b', 'closing'],
        ['c', 'shown'],
      ]);
      expect(ids(state.queue)).toEqual(['d']);
    });

    it('does nothing for a queued or unknown toast', () => {
      const state = enqueueAll(initial, ['a', 'b', 'c', 'd']);
      expect(reducer(state, toastCloseRequested({ id: 'd' }))).toBe(state);
      expect(reducer(state, toastCloseRequested({ id: 'zz' }))).toBe(state);
    });
  });

  describe('toast/closed', () => {
    it('removes the toast and promotes the next in the queue', () => {
      let state = enqueueAll(initial, ['a', 'b', 'c', 'd', 'e']);
      state = reducer(state, toastCloseRequested({ id: 'a' }));
      state = reducer(state, toastClosed({ id: 'a' }));
      expect(ids(state.shown)).toEqual(['b', 'c', 'd']);
      expect(state.shown[2]?.status).toBe('shown');
      expect(ids(state.queue)).toEqual(['e']);
    });

    it('leaves the lists alone for an unknown id', () => {
      const state = enqueueAll(initial, ['a']);
      expect(reducer(state, toastClosed({ id: 'zz' })).shown).toEqual(state.shown);
    });
  });

  describe('toast/configured', () => {
    it('normalises the settings', () => {
      const state = reducer(
        initial,
        toastConfigured({
          maxToasts: '0',
          containerPosition: 'absolute',
          toastPosition: 'nowhere',
        }),
      );
      expect(state.config).toEqual({
        maxToasts: 1,
        containerPosition: 'absolute',
        toastPosition: 'top-center',
      });
    });

    it('with a lower maximum, shows no more until enough close', () => {
      let state = reducer(initial, toastConfigured({ maxToasts: 1 }));
      state = enqueueAll(state, ['a', 'b']);
      expect(ids(state.shown)).toEqual(['a']);
      expect(ids(state.queue)).toEqual(['b']);
    });

    it('with a higher maximum, promotes waiting toasts at once', () => {
      let state = enqueueAll(initial, ['a', 'b', 'c', 'd', 'e']);
      state = reducer(state, toastConfigured({ maxToasts: 4 }));
      expect(ids(state.shown)).toEqual(['a', 'b', 'c', 'd']);
      expect(ids(state.queue)).toEqual(['e']);
    });
  });

  describe('toast/dataErrorRaised', () => {
    it('prepares a dismissible error toast with a friendly message', () => {
      const { payload } = dataErrorRaised('grid/load "p1"');
      expect(payload.source).toBe('grid/load "p1"');
      expect(payload.toast.id).toMatch(/\S/);
      expect(payload.toast).toEqual({
        id: payload.toast.id,
        label: 'Error',
        message: DATA_ERROR_MESSAGE,
        variant: 'error',
        mode: 'dismissible',
        hasLink: false,
      });
      expect(dataErrorRaised('s', 'Custom.').payload.toast.message).toBe('Custom.');
      expect(dataErrorRaised('s').payload.toast.id).not.toBe(payload.toast.id);
    });

    it('shows one toast per source and remembers the source for the page load', () => {
      let state = reducer(initial, dataErrorRaised('a'));
      state = reducer(state, dataErrorRaised('a'));
      state = reducer(state, dataErrorRaised('b'));
      expect(state.reportedSources).toEqual(['a', 'b']);
      expect(state.shown).toHaveLength(2);

      state = reducer(state, toastClosed({ id: state.shown[0]!.id }));
      state = reducer(state, dataErrorRaised('a'));
      expect(state.shown).toHaveLength(1);
      expect(state.reportedSources).toEqual(['a', 'b']);
    });

    it('queues like any toast when the screen is full', () => {
      const state = reducer(enqueueAll(initial, ['a', 'b', 'c']), dataErrorRaised('s'));
      expect(state.queue).toHaveLength(1);
      expect(state.queue[0]?.variant).toBe('error');
    });
  });

  it('selects from the root state', () => {
    const toast = enqueueAll(initial, ['a', 'b', 'c', 'd']);
    const root = { toast: reducer(toast, dataErrorRaised('s')) };
    expect(selectToastConfig(root)).toBe(root.toast.config);
    expect(ids(selectShownToasts(root))).toEqual(['a', 'b', 'c']);
    expect(selectQueuedToasts(root)).toHaveLength(2);
    expect(root.toast.reportedSources).toEqual(['s']);
  });
});
