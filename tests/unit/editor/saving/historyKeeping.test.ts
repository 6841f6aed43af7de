import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { View } from '../../../../shared/viewSchema';
import type { AuthoringClient } from '../../../../editor/api/authoringClient';
import {
  historyRestored,
  pageOpened,
  propChanged,
  selectCanUndo,
  stepUndone,
} from '../../../../editor/document';
import { SAVE_QUIET_MS } from '../../../../editor/saving/autosave';
import { openKeptHistory } from '../../../../editor/saving/historyKeeping';
import { historyKeeper } from '../../../../editor/saving/keptHistory';
import { makeEditorStore } from '../../../../editor/state/editorStore';
import { block, viewOf } from '../../support/editorViews';
import { memoryStorage } from '../../support/memoryStorage';

const PATH = 'views/about.json';

/** A server that takes every draft, each on the next revision, and can be held mid-save. */
function draftsApi() {
  const saved: View[] = [];
  let held: (() => void) | null = null;
  let holding = false;
  const client = {
    saveDraft: async (_path: string, view: View, revision: number, baseRevision: number) => {
      if (holding) await new Promise<void>((resolve) => (held = resolve));
      saved.push(view);
      return { path: PATH, revision: revision + 1, baseRevision };
    },
  } as unknown as AuthoringClient;
  return {
    client,
    saved,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      held?.();
    },
  };
}

const typed = (text: string) => propChanged({ id: 't1', prop: 'text', value: text });
const start = () => viewOf([block('textBlock', 't1', { text: 'Who we are' })]);
const textOf = (view: View | null) => view?.nodes[0]?.props?.text;

function openedStore(storage = memoryStorage(), view = start(), revision = 2) {
  const api = draftsApi();
  const keeper = historyKeeper({ storage, user: 'pia' });
  const store = makeEditorStore(api.client, keeper);
  store.dispatch(pageOpened({ path: PATH, view, revision, baseRevision: 1 }));
  return { store, api, keeper, storage };
}

describe('the kept history', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is kept after a save, for the revision the save gave, and restored on that draft', async () => {
    const { store, storage, api } = openedStore();
    store.dispatch(typed('Who we were'));
    expect(historyKeeper({ storage, user: 'pia' }).read(PATH)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS);
    const saved = api.saved.at(-1) ?? start();

    // A reload: a new editor, the draft as the server has it.
    const next = openedStore(storage, saved, 3);
    const outcome = openKeptHistory(next.keeper, { path: PATH, revision: 3, view: saved });
    expect(outcome.kind).toBe('restored');
    if (outcome.kind !== 'restored') return;
    next.store.dispatch(historyRestored(outcome.steps));
    expect(selectCanUndo(next.store.getState())).toBe(true);
    next.store.dispatch(stepUndone());
    expect(textOf(next.store.getState().page.view)).toBe('Who we are');
  });

  it('keeps the steps of the view a save sent, not those typed while it was on its way', async () => {
    const { store, storage, api } = openedStore();
    store.dispatch(typed('Who we were'));
    api.hold();
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS);
    store.dispatch(stepUndone());
    store.dispatch(propChanged({ id: 't1', prop: 'headingTag', value: 'h3' }));
    api.release();
    await vi.advanceTimersByTimeAsync(0);
    const kept = historyKeeper({ storage, user: 'pia' }).read(PATH);
    expect(kept?.revision).toBe(3);
    expect(kept?.past.map((step) => step.label)).toEqual(['Change text of Text Block']);
    expect(kept?.future).toEqual([]);
  });

  it('is dropped when the draft changed under it (another revision)', async () => {
    const { store, storage } = openedStore();
    store.dispatch(typed('Who we were'));
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS);
    const keeper = historyKeeper({ storage, user: 'pia' });
    const theirs = viewOf([block('textBlock', 't1', { text: 'Who ben says we are' })]);
    expect(openKeptHistory(keeper, { path: PATH, revision: 4, view: theirs })).toEqual({
      kind: 'dropped',
    });
    expect(keeper.read(PATH)).toBeUndefined();
    expect(openKeptHistory(keeper, { path: PATH, revision: 4, view: theirs })).toEqual({
      kind: 'none',
    });
  });

  it('is dropped when its steps do not fit the view read, whatever its revision says', async () => {
    const { store, storage } = openedStore();
    store.dispatch(typed('Who we were'));
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS);
    const keeper = historyKeeper({ storage, user: 'pia' });
    const empty = viewOf([]);
    expect(openKeptHistory(keeper, { path: PATH, revision: 3, view: empty }).kind).toBe('dropped');
  });

  it('is not written after sign-out', async () => {
    const { store, storage, keeper } = openedStore();
    store.dispatch(typed('Who we were'));
    keeper.clear();
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS);
    expect(storage.length).toBe(0);
  });
});
