// `@about-site/sdk-react`: the SDK's React binding, hooks over `cache.observer`. A package of its
// own, React and `@about-site/sdk` its peers, so the SDK itself never imports React.

export { SdkProvider, useSdk } from './SdkProvider.js';
export type { SdkProviderProps } from './SdkProvider.js';
export {
  useContent,
  useContents,
  useContentFields,
  useSeoProperties,
  useApex,
} from './readHooks.js';
export type { ApexMethod } from './readHooks.js';
export type { ReadOptions } from './useEntries.js';
