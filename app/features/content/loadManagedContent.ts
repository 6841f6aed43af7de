import { createAsyncThunk, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { ThunkExtra } from '../../store';
import type { ContentError, ContentState } from './contentState';
import { summarizeContent } from './contentSummary';

/** The part of the root state this feature reads. */
export interface WithContentState {
  content: ContentState;
}

/** A dispatch that can run this feature's thunks (the app store's dispatch is one). */
export type ContentDispatch = ThunkDispatch<WithContentState, ThunkExtra, UnknownAction>;

// Typed against this slice only, so the thunk does not depend on which slices the root holds.
const createContentThunk = createAsyncThunk.withTypes<{
  state: WithContentState;
  extra: ThunkExtra;
  rejectValue: ContentError;
}>();

function toContentError(error: unknown): ContentError {
  if (error instanceof Error) {
    const status = (error as { status?: unknown }).status;
    return typeof status === 'number'
      ? { message: error.message, status }
      : { message: error.message };
  }
  return { message: 'The content could not be loaded.' };
}

/**
 * Reads one managed-content item of the site by content key or managed content id. Skipped while
 * the same id is loading or already loaded.
 */
export const loadManagedContent = createContentThunk(
  'content/load',
  async (contentId: string, { extra, signal, rejectWithValue }) => {
    try {
      const document = await extra.sdk.getContent(
        { channelOrSiteId: extra.config.siteId, contentKeyOrId: contentId },
        { signal },
      );
      return summarizeContent(document);
    } catch (error) {
      return rejectWithValue(toContentError(error));
    }
  },
  {
    condition: (contentId, { getState }) => {
      const status = getState().content.entries[contentId]?.status;
      return status !== 'loading' && status !== 'succeeded';
    },
  },
);
