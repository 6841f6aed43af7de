import type { View } from '../../shared/viewSchema';
import { pageOpened, pageRebased, pageSaved, stepsApplyTo } from '../document';
import type { StartEditorListening } from '../state/editorStore';
import type { HistoryKeeper, KeptSteps } from './keptHistory';
import { saveStarted } from './saveSlice';

/** Said when a kept history was for another draft than the one opened. */
export const HISTORY_DROPPED_NOTICE =
  'Your undo history for this page was dropped: its draft changed since you last edited it here (someone else saved it, or a version was restored).';

/** What opening a page does with its kept history. */
export type KeptHistoryOutcome =
  | { kind: 'none' }
  | { kind: 'restored'; steps: KeptSteps }
  /** There was one, for another draft (or one its steps do not fit): it is gone. */
  | { kind: 'dropped' };

/**
 * The page's kept history, when it is of the draft just read: the same revision, and steps that
 * undo and redo on its view. Any other is removed, and said to be dropped.
 */
export function openKeptHistory(
  keeper: HistoryKeeper,
  page: { path: string; revision: number; view: View },
): KeptHistoryOutcome {
  const kept = keeper.read(page.path);
  if (!kept) return { kind: 'none' };
  const { revision, past, future } = kept;
  if (revision === page.revision && stepsApplyTo(page.view, past, future)) {
    return { kind: 'restored', steps: { past, future } };
  }
  keeper.drop(page.path);
  return { kind: 'dropped' };
}

/**
 * Keeps the page's history in the browser's storage after each save, for the revision the save
 * gave: the steps as they were when the save started, so they fit the draft it saved even when
 * the author typed on meanwhile. Written once a save is done, never on a keystroke.
 */
export function startHistoryKeeping(listen: StartEditorListening, keeper: HistoryKeeper) {
  let sent: KeptSteps | null = null;

  listen({
    actionCreator: saveStarted,
    effect: (_action, api) => {
      const { past, future } = api.getState().page;
      sent = { past, future };
    },
  });

  listen({
    actionCreator: pageSaved,
    effect: (action, api) => {
      const { path } = api.getState().page;
      if (path === null || sent === null) return;
      keeper.write(path, action.payload.revision, sent);
      sent = null;
    },
  });

  // The steps of the page before are of no use after these: a save on the way keeps none.
  listen({
    predicate: (action) => pageOpened.match(action) || pageRebased.match(action),
    effect: () => {
      sent = { past: [], future: [] };
    },
  });
}
