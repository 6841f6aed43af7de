import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { View } from '../../../../shared/viewSchema';
import {
  AuthoringApiError,
  type AuthoringClient,
  type SavedPage,
} from '../../../../editor/api/authoringClient';
import { pageOpened, propChanged } from '../../../../editor/document/documentSlice';
import { RETRY_MS, SAVE_EVERY_MS, SAVE_QUIET_MS } from '../../../../editor/saving/autosave';
import { makeEditorStore } from '../../../../editor/state/editorStore';
import { block, viewOf } from '../../support/editorViews';

/** The drafts the stand-in API was sent, and what it answers next. */
function draftsApi() {
  const saved: { view: View; revision: number; baseRevision: number }[] = [];
  let failWith: Error | null = null;
  let theirs: SavedPage | null = null;
  const client = {
    saveDraft: (_path: string, view: View, revision: number, baseRevision: number) => {
      if (failWith) return Promise.reject(failWith);
      saved.push({ view, revision, baseRevision });
      return Promise.resolve({ path: 'views/about.json', revision: revision + 1, baseRevision });
    },
    savedPage: () => (theirs ? Promise.resolve(theirs) : Promise.reject(new Error('no draft'))),
  } as unknown as AuthoringClient;
  return {
    client,
    saved,
    fail: (error: Error | null) => {
      failWith = error;
    },
    /** A colleague saves the page: the next save of ours is refused, theirs is there to read. */
    colleagueSaves: (page: SavedPage) => {
      theirs = page;
      failWith = new AuthoringApiError(409, 'conflict', `saved by ${page.by} meanwhile`);
    },
  };
}

const typed = (text: string) => propChanged({ id: 't1', prop: 'text', value: text });

describe('autosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function openedStore() {
    const api = draftsApi();
    const store = makeEditorStore(api.client);
    const view = viewOf([block('textBlock', 't1', { text: 'Who we are' })]);
    store.dispatch(pageOpened({ path: 'views/about.json', view, revision: 0, baseRevision: 3 }));
    return { store, api };
  }

  it('saves a second after the author stops, on the revisions it has', async () => {
    const { store, api } = openedStore();
    store.dispatch(typed('Who we were'));
    expect(store.getState().save.status).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS - 1);
    expect(api.saved).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.saved).toHaveLength(1);
    expect(api.saved[0]).toMatchObject({ revision: 0, baseRevision: 3 });
    expect(store.getState().save.status).toBe('saved');
    // The next save names the revision this one made.
    store.dispatch(typed('Who we became'));
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS);
    expect(api.saved.map((save) => save.revision)).toEqual([0, 1]);
  });

  it('saves at least every 2 s while the author types on', async () => {
    const { store, api } = openedStore();
    // A key every 200 ms for 5 s.
    for (let key = 1; key <= 25; key += 1) {
      store.dispatch(typed(`Who we are${'!'.repeat(key)}`));
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(api.saved.length).toBeGreaterThanOrEqual(Math.floor(5000 / SAVE_EVERY_MS));
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS);
    expect(api.saved.at(-1)?.view.nodes[0]?.props?.text).toBe(`Who we are${'!'.repeat(25)}`);
    // Typing through the saves is still one step to undo.
    expect(store.getState().page.past).toHaveLength(1);
  });

  it('keeps the changes while the server cannot be reached, and saves them when it answers', async () => {
    const { store, api } = openedStore();
    api.fail(new TypeError('Failed to fetch'));
    store.dispatch(typed('Who we were'));
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS);
    expect(store.getState().save).toMatchObject({ status: 'offline', message: 'Failed to fetch' });
    api.fail(null);
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(api.saved.at(-1)?.view.nodes[0]?.props?.text).toBe('Who we were');
    expect(store.getState().save.status).toBe('saved');
  });

  it("merges a colleague's save that does not overlap, and saves the merge on their revision", async () => {
    const { store, api } = openedStore();
    store.dispatch(typed('Who we were'));
    api.colleagueSaves({
      view: viewOf([block('textBlock', 't1', { text: 'Who we are', textAlign: 'center' })]),
      revision: 4,
      baseRevision: 3,
      by: 'ben',
    });
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS);
    expect(store.getState().save.message).toBe('Merged with the changes ben saved meanwhile');
    api.fail(null);
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS);
    expect(api.saved.at(-1)).toEqual({
      view: viewOf([block('textBlock', 't1', { text: 'Who we were', textAlign: 'center' })]),
      revision: 4,
      baseRevision: 3,
    });
    expect(store.getState().save.status).toBe('saved');
  });

  it('waits for the author where both changed one field, saving nothing meanwhile', async () => {
    const { store, api } = openedStore();
    store.dispatch(typed('Who we were'));
    api.colleagueSaves({
      view: viewOf([block('textBlock', 't1', { text: 'Who we will be' })]),
      revision: 4,
      baseRevision: 3,
      by: 'ben',
    });
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS);
    const { save } = store.getState();
    expect(save.status).toBe('conflict');
    expect(save.merge?.conflicts).toEqual([
      expect.objectContaining({
        id: 't1',
        prop: 'text',
        mine: 'Who we were',
        theirs: 'Who we will be',
      }),
    ]);
    api.fail(null);
    store.dispatch(typed('Who we were, again'));
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(api.saved).toHaveLength(0);
  });
});
