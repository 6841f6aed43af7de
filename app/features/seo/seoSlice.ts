import { createSlice } from '@reduxjs/toolkit';
import type { SeoProperties } from '../../../sdk';
import { loadSeo } from './loadSeo';

export interface SeoState {
  /** The query key of the last request (recordId or url alias). */
  queryKey: string | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  properties: SeoProperties | null;
  /** A failed read is kept here; the head is then left as it was. */
  error: { message: string; status?: number } | null;
}

const initialState: SeoState = { queryKey: null, status: 'idle', properties: null, error: null };

export const seoSlice = createSlice({
  name: 'seo',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadSeo.pending, (state, action) => {
        state.queryKey = action.meta.arg.recordId || action.meta.arg.urlAlias;
        state.status = 'loading';
      })
      .addCase(loadSeo.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.properties = action.payload;
        state.error = null;
      })
      .addCase(loadSeo.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.status = 'failed';
        state.error = { message: action.error.message ?? 'SEO properties could not be loaded.' };
      });
  },
  selectors: {
    selectSeo: (state) => state,
  },
});

export const { selectSeo } = seoSlice.selectors;
