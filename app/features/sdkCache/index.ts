export { mirrorSdkCache } from './mirrorSdkCache';
export { entriesReplaced, entryChanged, sdkCacheSlice } from './sdkCacheSlice';
export type { SdkCacheState } from './sdkCacheSlice';
