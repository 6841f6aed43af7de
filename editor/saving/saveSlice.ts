import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Where the author's changes are: all in the draft (`saved`), some only here (`unsaved`), on
 * their way (`saving`), kept here while the server cannot be reached (`offline`), or refused
 * because someone else saved the page since (`conflict`).
 */
type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict';

interface SaveState {
  status: SaveStatus;
  /** When the draft was last saved (ISO), for "Saved at 10:42". */
  savedAt: string | null;
  /** What went wrong, in the server's words. */
  message: string | null;
}

const initialState: SaveState = { status: 'saved', savedAt: null, message: null };

export const saveSlice = createSlice({
  name: 'save',
  initialState,
  reducers: {
    changed: (state) => {
      if (state.status === 'saved') state.status = 'unsaved';
    },
    started: (state) => {
      state.status = 'saving';
    },
    succeeded: (state, action: PayloadAction<{ at: string; more: boolean }>) => {
      state.status = action.payload.more ? 'unsaved' : 'saved';
      state.savedAt = action.payload.at;
      state.message = null;
    },
    wentOffline: (state, action: PayloadAction<string>) => {
      state.status = 'offline';
      state.message = action.payload;
    },
    conflicted: (state, action: PayloadAction<string>) => {
      state.status = 'conflict';
      state.message = action.payload;
    },
  },
  selectors: {
    selectSaveState: (state) => state,
  },
});

export const {
  changed: changesMade,
  started: saveStarted,
  succeeded: saveSucceeded,
  wentOffline: saveWentOffline,
  conflicted: saveConflicted,
} = saveSlice.actions;
export const { selectSaveState } = saveSlice.selectors;
