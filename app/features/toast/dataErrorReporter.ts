import type { SdkCache } from '@about-site/sdk';
import { isQuietRead } from '../../data/queries';

/**
 * Whether a failed read is worth telling the visitor about: not a quiet one, and not a 404 (the
 * content is not there: the page shows that itself, as a 404 page or nothing, and "try again
 * later" would mislead).
 */
function isReported(key: string, error: { status: number }): boolean {
  return !isQuietRead(key) && error.status !== 404;
}

/**
 * The site's one data-error reporter: hears every failed read of `cache` once, however many
 * blocks read it, and reports its cache key if it is worth telling (`isReported`). The browser
 * raises a toast per key (`dataErrorRaised`); a server render writes the keys down for the
 * browser. Returns the unsubscribe function.
 */
export function reportDataErrors(cache: SdkCache, report: (key: string) => void): () => void {
  return cache.subscribeFailures((key, error) => {
    if (isReported(key, error)) report(key);
  });
}

/**
 * The keys of the entries that arrived failed (a cache hydrated with a server's failures), which
 * no failure listener hears.
 */
export function failedEntryKeys(cache: SdkCache): string[] {
  return Object.entries(cache.entries())
    .filter(([key, { error }]) => error !== undefined && isReported(key, error))
    .map(([key]) => key);
}
