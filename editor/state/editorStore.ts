import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import type { AuthoringClient } from '../api/authoringClient';
import { pageSlice, selectionSlice } from '../document';
import { startAutosave } from '../saving/autosave';
import { startHistoryKeeping } from '../saving/historyKeeping';
import type { HistoryKeeper } from '../saving/keptHistory';
import { saveSlice } from '../saving/saveSlice';

const rootReducer = combineSlices(pageSlice, selectionSlice, saveSlice);

export type EditorState = ReturnType<typeof rootReducer>;

/**
 * The editor's store: the page and its history, the selection, the save state; with a keeper,
 * the history is kept in the browser's storage after each save. Redux DevTools
 * shows the author's steps by their names (`page/blockMoved`). The history is immer patches,
 * which hold the page's values as they are: no check for serialisable values walks them.
 */
export function makeEditorStore(client: AuthoringClient, keeper?: HistoryKeeper) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false, immutableCheck: false }).prepend(listener.middleware),
  });
  const listen = listener.startListening as StartEditorListening;
  if (keeper) startHistoryKeeping(listen, keeper);
  startAutosave(listen, client);
  return store;
}

export type EditorStore = ReturnType<typeof makeEditorStore>;
export type EditorDispatch = EditorStore['dispatch'];
export type StartEditorListening = TypedStartListening<EditorState, EditorDispatch>;
