export { mirrorSdkCache } from './mirrorSdkCache';
export { entryChanged, sdkCacheSlice, selectCacheEntry } from './sdkCacheSlice';
export type { SdkCacheState } from './sdkCacheSlice';
