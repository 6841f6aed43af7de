import { createSlice } from '@reduxjs/toolkit';
import type { ContentEntry, ContentState } from './contentState';
import { loadManagedContent } from './loadManagedContent';

const initialState: ContentState = { entries: {} };

/** The entry of an id nobody asked for yet. */
export const IDLE_CONTENT_ENTRY: ContentEntry = Object.freeze({
  status: 'idle',
  item: null,
  error: null,
});

/** Managed-content items read by content cards, keyed by content id. */
export const contentSlice = createSlice({
  name: 'content',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadManagedContent.pending, (state, action) => {
        const previous = state.entries[action.meta.arg];
        state.entries[action.meta.arg] = {
          status: 'loading',
          item: previous?.item ?? null,
          error: null,
        };
      })
      .addCase(loadManagedContent.fulfilled, (state, action) => {
        state.entries[action.meta.arg] = { status: 'succeeded', item: action.payload, error: null };
      })
      .addCase(loadManagedContent.rejected, (state, action) => {
        const entry = state.entries[action.meta.arg];
        if (!entry) return;
        if (action.meta.aborted) {
          entry.status = 'idle';
          return;
        }
        entry.status = 'failed';
        entry.error = action.payload ?? {
          message: action.error.message ?? 'The content could not be loaded.',
        };
      });
  },
  selectors: {
    selectContentEntry: (state, contentId: string): ContentEntry =>
      state.entries[contentId] ?? IDLE_CONTENT_ENTRY,
  },
});

export const { selectContentEntry } = contentSlice.selectors;
export const contentReducer = contentSlice.reducer;
