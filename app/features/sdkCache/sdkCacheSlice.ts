import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A serialisable copy of one SDK cache entry, for Redux DevTools. */
export interface MirroredEntry {
  state: 'Fulfilled' | 'Unfulfilled' | 'Error' | 'Pending' | 'Stale';
  loading: boolean;
  loaded: boolean;
  data: unknown;
  error: { message: string; status?: number; statusText?: string; errorType?: string } | null;
}

export type SdkCacheState = Record<string, MirroredEntry>;

export const sdkCacheSlice = createSlice({
  name: 'sdkCache',
  initialState: {} as SdkCacheState,
  reducers: {
    entryChanged(state, action: PayloadAction<{ key: string; entry: MirroredEntry | null }>) {
      const { key, entry } = action.payload;
      if (entry) state[key] = entry;
      else Reflect.deleteProperty(state, key);
    },
  },
  selectors: {
    selectCacheEntry: (state, key: string) => state[key],
  },
});

export const { entryChanged } = sdkCacheSlice.actions;
export const { selectCacheEntry } = sdkCacheSlice.selectors;
