import type { IncomingHttpHeaders } from 'node:http';
import { etagMatches } from '../http/etag';
import { pickEncoding } from './pageEncodings';
import type { CachedPage } from './renderCache';

/** What a request for a rendered page is answered: status, the page's own headers and body. */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  /** None for a 304. */
  body?: Buffer;
}

/**
 * A rendered page as a request asks for it: 304 when the client holds it (its ETag), else the
 * page in the best encoding the client accepts, compressed when it was rendered.
 */
export function pageAnswer(
  page: CachedPage,
  request: IncomingHttpHeaders,
  cacheControl: string,
): PageAnswer {
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    ETag: page.etag,
    Vary: 'Accept-Encoding',
  };
  if (etagMatches(request['if-none-match'], page.etag)) return { status: 304, headers };
  const encoding = pickEncoding(request['accept-encoding']);
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  headers['Content-Type'] = 'text/html; charset=utf-8';
  return { status: page.status, headers, body: page.bodies[encoding] };
}
