import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { REQUEST_ID_RESPONSE_HEADER, requestIdOf } from '../http/requestId';
import type { CompletedRequest } from '../http/requestLog';
import type { SecurityHeaders } from '../http/securityHeaders';
import { clientAddressOf, type ProxyTrust } from '../http/trustProxy';
import type { Metrics } from '../ops/metrics';
import { type PageResponse, pageResponse } from './pageResponse';
import type { CachedPage, RenderCache } from './renderCache';
import { SHARED_CACHE_EXPIRY_HEADER } from './sharedCacheExpiry';

/** Responds to a request ahead of Fastify and returns true, or returns false to leave it to Fastify. */
export type RequestShortcut = (request: IncomingMessage, response: ServerResponse) => boolean;

interface CachedPageShortcutOptions {
  renderCache: RenderCache;
  /** True from the start of the drain: Fastify then responds to everything (503, `Connection: close`). */
  draining: () => boolean;
  /** Whether a request's cookies may make it a signed-in one (that may see drafts): Fastify's to answer. */
  mayBeSignedIn: (cookieHeader: string) => boolean;
  /** The trust Fastify was given (`proxyTrust`), for the client's address in the log line. */
  proxyTrust: ProxyTrust | undefined;
  /** The headers Fastify's hook sets on every response. */
  securityHeaders: SecurityHeaders;
  /** Writes the request's `request completed` line (`completedRequestLog`). */
  logRequest: (fields: CompletedRequest) => void;
  metrics: () => Metrics;
}

/** A response's headers as Node's flat list (`[name, value, …]`), with the security headers. */
type HeaderList = readonly string[];

/**
 * The header lists of each cached page's responses (one per encoding, and the 304), made on the
 * page's first response of that kind; the headers that change per request (the request id, the
 * shared cache's expiry) are added to them each time. Building a headers object per request,
 * then having Node walk it, cost as much as the rest of the response.
 */
function headerListsOf(securityHeaders: SecurityHeaders) {
  const lists = new WeakMap<CachedPage, Map<string, HeaderList>>();
  return (page: CachedPage, response: PageResponse): HeaderList => {
    const kind = `${String(response.status)} ${response.headers['Content-Encoding'] ?? ''}`;
    let byKind = lists.get(page);
    if (!byKind) {
      byKind = new Map<string, HeaderList>();
      lists.set(page, byKind);
    }
    let list = byKind.get(kind);
    if (!list) {
      const { [SHARED_CACHE_EXPIRY_HEADER]: _perRequest, ...fixed } = response.headers;
      const length = response.body ? { 'Content-Length': String(response.body.length) } : {};
      list = Object.entries({ ...securityHeaders, ...fixed, ...length }).flat();
      byKind.set(kind, list);
    }
    return list;
  };
}

/**
 * Sends a guest a page from the render cache straight from Node's request event, ahead of
 * Fastify: for a page already rendered, Fastify's routing, hooks and reply were most of the cost
 * of the response. What it sends and records comes from the pieces the Fastify path uses: the
 * page route's response (`pageResponse`), the security headers, the request id (`requestIdOf`),
 * the client's address under the same proxy trust, the request's log line
 * (`completedRequestLog`) and its metrics (`countRequest`). Everything else goes to Fastify:
 * another method, a page not in the cache, a request that may carry a preview session, any
 * request during the drain.
 */
export function cachedPageShortcut(options: CachedPageShortcutOptions): RequestShortcut {
  const clientAddress = clientAddressOf(options.proxyTrust);
  const headerList = headerListsOf(options.securityHeaders);
  return (request, response) => {
    if (request.method !== 'GET' || options.draining()) return false;
    const cookie = request.headers.cookie;
    if (cookie !== undefined && options.mayBeSignedIn(cookie)) return false;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const page = options.renderCache.peek(query === -1 ? url : url.slice(0, query));
    if (!page) return false;

    const started = performance.now();
    const reqId = requestIdOf(request);
    const sent = pageResponse(page, request.headers, 'guest');
    response.writeHead(sent.status, [
      ...headerList(page, sent),
      REQUEST_ID_RESPONSE_HEADER,
      reqId,
      SHARED_CACHE_EXPIRY_HEADER,
      sent.headers[SHARED_CACHE_EXPIRY_HEADER] ?? '',
    ]);
    response.end(sent.body);
    const fields: CompletedRequest = {
      reqId,
      method: 'GET',
      url,
      remoteAddress: clientAddress(request),
      statusCode: sent.status,
      responseTime: performance.now() - started,
    };
    options.metrics().countRequest(url, 'GET', sent.status, fields.responseTime / 1000);
    options.logRequest(fields);
    return true;
  };
}
