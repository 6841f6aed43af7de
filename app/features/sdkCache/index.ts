// Development builds only (behind `import.meta.env.DEV`): Redux DevTools' view of the SDK cache.
export { mirrorSdkCache } from './mirrorSdkCache';
export { handleSdkCacheCommands } from './sdkCacheCommands';
export { sdkCacheSlice } from './sdkCacheSlice';
