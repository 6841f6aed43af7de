// Development builds only (behind `import.meta.env.DEV`): Redux DevTools' view of the SDK cache.
export { mirrorSdkCache } from './mirrorSdkCache';
export { handleSdkCacheCommands } from './sdkCacheCommands';
export {
  invalidateRequested,
  refreshRequested,
  sdkCacheSlice,
  type MirroredEntry,
  type SdkCacheState,
} from './sdkCacheSlice';
