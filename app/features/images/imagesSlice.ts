import { createSlice } from '@reduxjs/toolkit';
import type { ImageInfo } from './imageInfo';
import { loadImages } from './loadImages';

export interface ImagesState {
  /** Image infos by content key, from the content API or from the fallback media path. */
  byKey: Record<string, ImageInfo>;
  /** Keys whose request is under way. */
  pendingKeys: string[];
  /** Keys that fell back to their media path because the content request failed. */
  fallbackKeys: string[];
}

const initialState: ImagesState = { byKey: {}, pendingKeys: [], fallbackKeys: [] };

export const imagesSlice = createSlice({
  name: 'images',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadImages.pending, (state, action) => {
        state.pendingKeys = [...new Set([...state.pendingKeys, ...action.meta.arg.contentKeys])];
      })
      .addCase(loadImages.fulfilled, (state, action) => {
        const done = new Set(action.meta.arg.contentKeys);
        state.pendingKeys = state.pendingKeys.filter((key) => !done.has(key));
        for (const info of action.payload.images) state.byKey[info.ContentKey] = info;
        state.fallbackKeys = [...new Set([...state.fallbackKeys, ...action.payload.fallbackKeys])];
      })
      .addCase(loadImages.rejected, (state, action) => {
        const done = new Set(action.meta.arg.contentKeys);
        state.pendingKeys = state.pendingKeys.filter((key) => !done.has(key));
      });
  },
  selectors: {
    selectImagesByKey: (state) => state.byKey,
  },
});

export const { selectImagesByKey } = imagesSlice.selectors;
