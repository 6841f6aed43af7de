// `@about-site/sdk-react`: the SDK's React binding, hooks over `cache.observer`. React is an
// optional peer dependency of the package: only this entry imports it.

export { SdkProvider, useSdk } from './SdkProvider.js';
export type { SdkProviderProps } from './SdkProvider.js';
export { useContent, useContents, useSeoProperties, useApex } from './readHooks.js';
export type { ApexMethod } from './readHooks.js';
export type { ReadOptions } from './useEntries.js';
