import { isObject } from '../checks/index.js';

/**
 * A call's config as it is now, for an entry that reads with it after the call has returned (its
 * request starts on a later microtask, a refresh or an invalidation reads it again): a caller may
 * reuse its object for its next call. Configs are data (they become urls and JSON bodies). A flat
 * one (ids, flags, functions: no value an object) is copied by a spread, which shares its strings;
 * any other by `structuredClone`, circular or shared branches included; one holding something
 * deeper that it cannot copy (a function) is kept as it is.
 */
export function configCopy<T>(config: T): T {
  try {
    return isObject(config) && Object.values(config).every((value) => typeof value !== 'object')
      ? { ...config }
      : structuredClone(config);
  } catch {
    return config;
  }
}
