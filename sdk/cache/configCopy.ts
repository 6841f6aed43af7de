/**
 * A call's config as it is now, for an entry that reads with it after the call has returned (its
 * request starts on a later microtask, a refresh or an invalidation reads it again): a caller may
 * reuse its object for its next call. Configs are data (they become urls and JSON bodies), which
 * `structuredClone` copies whole, circular or shared branches included; one holding something it
 * cannot copy (a function) is kept as it is.
 */
export function configCopy<T>(config: T): T {
  try {
    return structuredClone(config);
  } catch {
    return config;
  }
}
