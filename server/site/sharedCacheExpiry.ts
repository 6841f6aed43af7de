/**
 * Until when nginx may serve a guest page without revalidating it: the end of the current
 * second. nginx keeps time in whole seconds, so `s-maxage=1` alone keeps a page fresh for 1 to
 * 2 s (the second it was stored in, and the next), and a published change could take over 2 s
 * to reach visitors. `X-Accel-Expires: @<this second>` ends freshness at the next second
 * boundary instead (0-1 s); the `stale-while-revalidate=1` of `Cache-Control`, sent before it,
 * still applies. nginx never forwards this header to clients; other caches ignore it.
 */
export const SHARED_CACHE_EXPIRY_HEADER = 'X-Accel-Expires';

/** `@<seconds since the epoch, now>`: fresh in nginx for the rest of this second. */
export function sharedCacheExpiry(nowMs = Date.now()): string {
  return `@${String(Math.floor(nowMs / 1000))}`;
}
