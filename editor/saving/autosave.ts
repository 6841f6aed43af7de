import type { ListenerEffectAPI, UnknownAction } from '@reduxjs/toolkit';
import { AuthoringApiError, type AuthoringClient } from '../api/authoringClient';
import { pageOpened, pageSaved } from '../document';
import type { EditorDispatch, EditorState, StartEditorListening } from '../state/editorStore';
import {
  changesMade,
  saveConflicted,
  saveStarted,
  saveSucceeded,
  saveWentOffline,
} from './saveSlice';

/**
 * A change is saved this long after the author stops...
 * @internal Exported for its tests.
 */
export const SAVE_QUIET_MS = 1000;
/**
 * ...and at least this often while they go on.
 * @internal Exported for its tests.
 */
export const SAVE_EVERY_MS = 2000;
/**
 * While the server cannot be reached, the changes are tried again this often.
 * @internal Exported for its tests.
 */
export const RETRY_MS = 5000;

type Api = ListenerEffectAPI<EditorState, EditorDispatch>;

const isOutage = (error: unknown) =>
  !(error instanceof AuthoringApiError) || error.status === 503 || error.status >= 500;

/**
 * Saves the page's draft as the author edits: every change of the view (an edit, an undo, a
 * redo) is saved within a second of the last, and every 2 s at least while they go on. One save
 * at a time, each on the revision the last one gave; a save the server refuses because someone
 * else saved the page since stops saving and says so; while the server cannot be reached the
 * changes stay here, said so, and are saved when it answers again.
 */
export function startAutosave(listen: StartEditorListening, client: AuthoringClient) {
  let unsavedSince: number | null = null;
  let saving: Promise<void> | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function save(api: Pick<Api, 'getState' | 'dispatch'>): Promise<void> {
    const { page, save: status } = api.getState();
    if (!page.path || !page.view || status.status === 'conflict') return;
    const { path, view, revision, baseRevision } = page;
    api.dispatch(saveStarted());
    try {
      const draft = await client.saveDraft(path, view, revision, baseRevision);
      api.dispatch(pageSaved({ revision: draft.revision }));
      const more = api.getState().page.view !== view;
      unsavedSince = more ? Date.now() : null;
      api.dispatch(saveSucceeded({ at: new Date().toISOString(), more }));
    } catch (error) {
      if (isOutage(error)) {
        const reason = error instanceof Error ? error.message : String(error);
        api.dispatch(saveWentOffline(reason));
        clearTimeout(retry);
        retry = setTimeout(() => void saveInTurn(api), RETRY_MS);
      } else {
        api.dispatch(saveConflicted((error as AuthoringApiError).message));
      }
    }
  }

  /**
   * Saves once the save on its way (if any) is done, so two saves never cross. Changes made
   * while one was on its way have their own wait, and are saved after it.
   */
  async function saveInTurn(api: Pick<Api, 'getState' | 'dispatch'>): Promise<void> {
    while (saving) await saving;
    saving = save(api).finally(() => {
      saving = null;
    });
    await saving;
  }

  listen({
    predicate: (action: UnknownAction, current, previous) =>
      current.page.view !== previous.page.view &&
      !pageOpened.match(action) &&
      !pageSaved.match(action),
    effect: async (_action, api) => {
      api.dispatch(changesMade());
      const now = Date.now();
      unsavedSince ??= now;
      // A newer change restarts the wait, but never past SAVE_EVERY_MS from the first unsaved.
      api.cancelActiveListeners();
      await api.delay(Math.max(0, Math.min(SAVE_QUIET_MS, unsavedSince + SAVE_EVERY_MS - now)));
      await saveInTurn(api);
    },
  });

  listen({
    actionCreator: pageOpened,
    effect: () => {
      unsavedSince = null;
      clearTimeout(retry);
    },
  });
}
