import type { ListenerEffectAPI, UnknownAction } from '@reduxjs/toolkit';
import { AuthoringApiError, type AuthoringClient } from '../api/authoringClient';
import type { View } from '../../shared/viewSchema';
import { pageOpened, pageRebased, pageSaved } from '../document';
import { mergeViews } from './mergeViews';
import type { EditorDispatch, EditorState, StartEditorListening } from '../state/editorStore';
import {
  changesMade,
  mergeDone,
  mergeNeeded,
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

/** No answer, or the server's own failure (503 while the store is unreachable): try again later. */
const isOutage = (error: unknown) => !(error instanceof AuthoringApiError) || error.status >= 500;

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
  // The page as the server has it from this editor: opened, or last saved. A merge's base.
  let base: View | null = null;

  /**
   * Someone else saved the page since: their draft is read and merged with the author's changes,
   * field by field. What does not overlap is kept from both and saved on their revision; where
   * both changed a field, saving waits for the author's choice (the conflict dialog).
   */
  async function mergeWithTheirs(api: Pick<Api, 'getState' | 'dispatch'>, path: string) {
    const mine = api.getState().page.view;
    if (!mine || !base) return;
    const theirs = await client.savedPage(path);
    const { merged, conflicts } = mergeViews(base, mine, theirs.view);
    const { revision, baseRevision, by } = theirs;
    base = theirs.view;
    if (conflicts.length > 0) {
      api.dispatch(mergeNeeded({ by, merged, conflicts, revision, baseRevision }));
      return;
    }
    api.dispatch(pageRebased({ view: merged, revision, baseRevision }));
    api.dispatch(mergeDone(`Merged with the changes ${by} saved meanwhile`));
  }

  async function save(api: Pick<Api, 'getState' | 'dispatch'>): Promise<void> {
    const { page, save: status } = api.getState();
    if (!page.path || !page.view || status.status === 'conflict') return;
    const { path, view, revision, baseRevision } = page;
    api.dispatch(saveStarted());
    try {
      const draft = await client.saveDraft(path, view, revision, baseRevision);
      base = view;
      api.dispatch(pageSaved({ revision: draft.revision }));
      const more = api.getState().page.view !== view;
      unsavedSince = more ? Date.now() : null;
      api.dispatch(saveSucceeded({ at: new Date().toISOString(), more }));
    } catch (error) {
      if (error instanceof AuthoringApiError && error.status === 409) {
        await mergeWithTheirs(api, path).catch((failure: unknown) => {
          api.dispatch(
            saveConflicted(failure instanceof Error ? failure.message : String(failure)),
          );
        });
      } else if (isOutage(error)) {
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
      // A rebase is a change too: the merge is saved on the colleague's revision.
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
    effect: (action) => {
      unsavedSince = null;
      base = action.payload.view;
      clearTimeout(retry);
    },
  });
}
