import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  selectQueuedToasts,
  selectShownToasts,
} from '../../../../../app/features/toast/toastSlice';
import { showToast } from '../../../../../app/features/toast/showToast';
import { makeToastStore, type ToastTestStore } from '../../../../support/makeToastStore';

let store: ToastTestStore;
let error: MockInstance<typeof console.error>;
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  store = makeToastStore();
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function nothingQueued() {
  expect(selectShownToasts(store.getState())).toEqual([]);
  expect(selectQueuedToasts(store.getState())).toEqual([]);
}

describe('showToast: rejected configs', () => {
  it.each([undefined, null])('logs the missing config for %j', (config) => {
    expect(store.dispatch(showToast(config))).toBeNull();
    expect(error.mock.calls).toEqual([['Unable to show toast, missing toast config.']]);
    expect(warn).not.toHaveBeenCalled();
    nothingQueued();
  });

  it.each(['Saved', 42, true, [{ label: 'x' }], () => 'x', new Date(0)])(
    'logs the missing toast class reference for a non-definition %j',
    (config) => {
      expect(store.dispatch(showToast(config))).toBeNull();
      expect(error.mock.calls).toEqual([['Unable to show toast, missing toast class reference.']]);
      nothingQueued();
    },
  );

  it.each([{}, { label: '' }, { label: 7 }, { message: 'Only a message' }])(
    'hints, then logs the missing label, for %j',
    (config) => {
      expect(store.dispatch(showToast(config))).toBeNull();
      expect(warn.mock.calls).toEqual([
        ['Toast: please provide at least the "label" property to show the toast'],
      ]);
      expect(error.mock.calls).toEqual([
        [`Unable to show toast, missing toast property's "label"`],
      ]);
      expect(warn.mock.invocationCallOrder[0]).toBeLessThan(error.mock.invocationCallOrder[0]!);
      nothingQueued();
    },
  );
});

describe('showToast: accepted configs', () => {
  it('queues a normalised toast and returns its id', () => {
    const id = store.dispatch(
      showToast({ label: 'Saved', message: 'All good', variant: 'success' }),
    );
    expect(id).toEqual(expect.any(String));
    expect(selectShownToasts(store.getState())).toEqual([
      {
        id,
        label: 'Saved',
        message: 'All good',
        variant: 'success',
        mode: 'dismissible',
        hasLink: false,
        status: 'shown',
      },
    ]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("keeps a toast's own duration, and gives an unusable one the library default", () => {
    store.dispatch(showToast({ label: 'Own', variant: 'success', duration: 2000 }));
    store.dispatch(showToast({ label: 'Default', variant: 'success', duration: 'x' }));
    store.dispatch(showToast({ label: 'Platform', variant: 'success' }));
    const [own, library, platform] = selectShownToasts(store.getState());
    expect(own).toMatchObject({ label: 'Own', mode: 'dismissible', durationMs: 2000 });
    expect(library).toMatchObject({ label: 'Default', durationMs: 3000 });
    expect(platform).not.toHaveProperty('durationMs');
  });

  it('falls back to info for an invalid variant, and info is sticky by default', () => {
    store.dispatch(showToast({ label: 'Hi', variant: 'danger' }));
    expect(selectShownToasts(store.getState())[0]).toMatchObject({
      variant: 'info',
      mode: 'sticky',
    });
  });

  it('makes a success toast with a link sticky by default', () => {
    store.dispatch(
      showToast({
        label: 'Saved {0}',
        variant: 'success',
        labelLinks: [{ url: '/records/1', label: 'record' }],
      }),
    );
    expect(selectShownToasts(store.getState())[0]).toMatchObject({
      mode: 'sticky',
      hasLink: true,
      labelLinks: { '0': { url: '/records/1', label: 'record' } },
    });
  });

  it('counts only links that render: an invalid url or an unused link is no link', () => {
    store.dispatch(
      showToast({
        label: 'Saved {0}',
        message: 'No placeholder here',
        variant: 'success',
        labelLinks: [{ url: 'javascript:void(0)', label: 'record' }],
        messageLinks: { docs: { url: '/docs', label: 'Docs' } },
      }),
    );
    expect(selectShownToasts(store.getState())[0]).toMatchObject({
      mode: 'dismissible',
      hasLink: false,
    });
  });

  it('finds links in the message by name', () => {
    store.dispatch(
      showToast({
        label: 'Hi',
        message: 'Read {docs}',
        messageLinks: { docs: { url: '#d', label: 'd' } },
      }),
    );
    expect(selectShownToasts(store.getState())[0]?.hasLink).toBe(true);
  });

  it('keeps a valid mode and treats pester as invalid', () => {
    store.dispatch(showToast({ label: 'A', variant: 'error', mode: 'dismissible' }));
    store.dispatch(showToast({ label: 'B', variant: 'success', mode: 'sticky' }));
    store.dispatch(showToast({ label: 'C', variant: 'success', mode: 'pester' }));
    expect(selectShownToasts(store.getState()).map((t) => t.mode)).toEqual([
      'dismissible',
      'sticky',
      'dismissible',
    ]);
  });

  it('drops a message that is not text, and keeps the state serialisable', () => {
    store.dispatch(showToast({ label: 'A', message: { html: '<b>x</b>' } }));
    const [toast] = selectShownToasts(store.getState());
    expect(toast).not.toHaveProperty('message');
    expect(JSON.parse(JSON.stringify(store.getState()))).toEqual(store.getState());
  });

  it('queues the fourth toast while three are shown', () => {
    for (const label of ['1', '2', '3', '4']) store.dispatch(showToast({ label }));
    expect(selectShownToasts(store.getState()).map((t) => t.label)).toEqual(['1', '2', '3']);
    expect(selectQueuedToasts(store.getState()).map((t) => t.label)).toEqual(['4']);
  });
});
