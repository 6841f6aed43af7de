import type { IncomingHttpHeaders } from 'node:http';
import { etagMatches } from '../http/etag';
import { pickEncoding } from './pageEncodings';
import type { CachedPage } from './renderCache';
import { SHARED_CACHE_EXPIRY_HEADER, sharedCacheExpiry } from './sharedCacheExpiry';

/**
 * Guest pages: browsers revalidate every time; a shared cache keeps a page for 1 s (nginx: to the
 * end of the second, see sharedCacheExpiry.ts), then answers its stale copy for 1 s more while one
 * request revalidates it (a 304 from the render cache), so what is published is what every
 * visitor gets within about a second of its publishing. See docs/fleet.md, "What a cache may keep".
 */
const GUEST_PAGE_CACHE = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';
/** Signed-in pages hold the visitor's data. */
const PRIVATE_PAGE_CACHE = 'private, no-cache';

/** Who a page is rendered for: any guest (shared caches may keep it), or one visitor. */
type PageAudience = 'guest' | 'private';

/** The response to a request for a rendered page: status, the page's own headers and body. */
export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  /** None for a 304. */
  body?: Buffer;
}

/**
 * A rendered page as a request asks for it: 304 when the client holds it (its ETag), else the
 * page in the best encoding the client accepts, compressed when it was rendered. The page route
 * and the cached-page shortcut both send these headers as they are.
 */
export function pageResponse(
  page: CachedPage,
  request: IncomingHttpHeaders,
  audience: PageAudience,
): PageResponse {
  const headers: Record<string, string> = {
    'Cache-Control': audience === 'guest' ? GUEST_PAGE_CACHE : PRIVATE_PAGE_CACHE,
    ETag: page.etag,
    Vary: 'Accept-Encoding',
  };
  let response: PageResponse;
  // Only a page that exists is "not modified": a 404 is sent again, whatever the client holds.
  if (page.status < 300 && etagMatches(request['if-none-match'], page.etag)) {
    response = { status: 304, headers };
  } else {
    const encoding = pickEncoding(request['accept-encoding']);
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    headers['Content-Type'] = 'text/html; charset=utf-8';
    response = { status: page.status, headers, body: page.bodies[encoding] };
  }
  // Last, after Cache-Control, so nginx reads its stale-while-revalidate too.
  if (audience === 'guest') headers[SHARED_CACHE_EXPIRY_HEADER] = sharedCacheExpiry();
  return response;
}
