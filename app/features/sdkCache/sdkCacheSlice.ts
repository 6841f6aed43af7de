import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CacheEntry } from '@about-site/sdk';

/** The SDK cache's entries by key, as the SDK holds them (they are JSON-safe). */
export type SdkCacheState = Record<string, CacheEntry>;

const initialState: SdkCacheState = {};

export const sdkCacheSlice = createSlice({
  name: 'sdkCache',
  initialState,
  reducers: {
    /** Every entry at once, when the mirror starts. */
    entriesReplaced: (_state, action: PayloadAction<SdkCacheState>) => action.payload,
    /** An entry changed; `entry` null means it was evicted. */
    entryChanged(state, action: PayloadAction<{ key: string; entry: CacheEntry | null }>) {
      const { key, entry } = action.payload;
      if (entry) state[key] = entry;
      else Reflect.deleteProperty(state, key);
    },
  },
});

export const { entriesReplaced, entryChanged } = sdkCacheSlice.actions;
