import { createSlice } from '@reduxjs/toolkit';
import { loadSiteInfo, type SiteInfo } from './loadSiteInfo';

export interface SiteInfoState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  info: SiteInfo | null;
  error: { message: string } | null;
}

const initialState: SiteInfoState = { status: 'idle', info: null, error: null };

export const siteInfoSlice = createSlice({
  name: 'siteInfo',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadSiteInfo.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadSiteInfo.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.info = action.payload;
        state.error = null;
      })
      .addCase(loadSiteInfo.rejected, (state, action) => {
        state.status = 'failed';
        state.error = { message: action.error.message ?? 'Site information could not be loaded.' };
      });
  },
  selectors: {
    selectSiteInfo: (state) => state.info,
  },
});

export const { selectSiteInfo } = siteInfoSlice.selectors;
