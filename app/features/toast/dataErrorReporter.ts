import type { SdkCache } from '@about-site/sdk';
import { isQuietRead } from '../../data/queries';

/**
 * The site's one data-error reporter: hears every failed read of `cache` once, however many
 * blocks read it, and reports its cache key unless the read is quiet. The browser raises a toast
 * per key (`dataErrorRaised`); a server render writes the keys down for the browser. Returns the
 * unsubscribe function.
 */
export function reportDataErrors(cache: SdkCache, report: (key: string) => void): () => void {
  return cache.subscribeFailures((key) => {
    if (!isQuietRead(key)) report(key);
  });
}

/**
 * The keys of the entries that arrived failed (a cache hydrated with a server's failures), which
 * no failure listener hears.
 */
export function failedEntryKeys(cache: SdkCache): string[] {
  return Object.entries(cache.entries())
    .filter(([key, entry]) => entry.error !== undefined && !isQuietRead(key))
    .map(([key]) => key);
}
