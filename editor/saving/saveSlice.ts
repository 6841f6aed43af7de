import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { View } from '../../shared/viewSchema';
import { pageOpened } from '../document/documentSlice';
import type { FieldConflict } from './mergeViews';

/** A colleague's draft the author's changes overlap, waiting for the author's choices. */
export interface PendingMerge {
  /** Who saved the page meanwhile. */
  by: string;
  merged: View;
  conflicts: FieldConflict[];
  revision: number;
  baseRevision: number;
}

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
  /** Set while the author chooses between their changes and a colleague's. */
  merge: PendingMerge | null;
}

const initialState: SaveState = { status: 'saved', savedAt: null, message: null, merge: null };

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
    mergeNeeded: (state, action: PayloadAction<PendingMerge>) => {
      state.status = 'conflict';
      state.message = `${action.payload.by} saved this page meanwhile; some of your changes overlap theirs`;
      state.merge = action.payload;
    },
    merged: (state, action: PayloadAction<string>) => {
      state.status = 'unsaved';
      state.message = action.payload;
      state.merge = null;
    },
  },
  extraReducers: (builder) => {
    // Another page (or the same one read again) starts with nothing to save.
    builder.addCase(pageOpened, () => initialState);
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
  mergeNeeded,
  merged: mergeDone,
} = saveSlice.actions;
export const { selectSaveState } = saveSlice.selectors;
