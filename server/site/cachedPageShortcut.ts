import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import { requestIdOf } from '../http/requestId';
import type { RequestLogFields } from '../http/requestLog';
import type { SecurityHeaders } from '../http/securityHeaders';
import type { TrustProxy } from '../http/trustProxy';
import type { Metrics } from '../ops/metrics';
import { type PageAnswer, pageAnswer } from './pageAnswer';
import type { CachedPage, RenderCache } from './renderCache';
import { SHARED_CACHE_EXPIRY_HEADER, sharedCacheExpiry } from './sharedCacheExpiry';
import { GUEST_PAGE_CACHE } from './siteRoutes';

/** Answers a request ahead of Fastify and returns true, or returns false to leave it to Fastify. */
export type RequestShortcut = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface CachedPageShortcutOptions {
  renderCache: RenderCache;
  /** True from the start of the drain: Fastify then answers everything (503, `Connection: close`). */
  draining: () => boolean;
  /** Whether the preview sign-in is on: a request with cookies may then be a signed-in preview. */
  previewSignIn: boolean;
  trustProxy: TrustProxy;
  securityHeaders: SecurityHeaders;
  log: FastifyBaseLogger;
  metrics: () => Metrics;
}

/** The client's address as Fastify's `request.ip` gives it under the same `trustProxy`. */
function clientAddressOf(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? '';
  const trust = trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trust);
}

/** An answer's headers as Node's flat list (`[name, value, …]`), with the security headers. */
type HeaderList = readonly string[];

/**
 * The header lists of each cached page's answers (one per encoding, and the 304), made on the
 * page's first answer of that kind. Building a headers object per request, then having Node walk
 * it, cost as much as the rest of the answer.
 */
function headerListsOf(securityHeaders: SecurityHeaders) {
  const lists = new WeakMap<CachedPage, Map<string, HeaderList>>();
  return (page: CachedPage, answer: PageAnswer): HeaderList => {
    const kind = `${String(answer.status)} ${answer.headers['Content-Encoding'] ?? ''}`;
    let byKind = lists.get(page);
    if (!byKind) {
      byKind = new Map<string, HeaderList>();
      lists.set(page, byKind);
    }
    let list = byKind.get(kind);
    if (!list) {
      const length = answer.body ? { 'Content-Length': String(answer.body.length) } : {};
      list = Object.entries({ ...securityHeaders, ...answer.headers, ...length }).flat();
      byKind.set(kind, list);
    }
    return list;
  };
}

/**
 * Sends a guest a page from the render cache straight from Node's request event, ahead of
 * Fastify: for a page already rendered, Fastify's routing, hooks and reply were most of the cost
 * of the answer. The answer is the one the page route gives (`pageAnswer`, with the security
 * headers, `X-Request-Id`, the request's log line and its metrics); everything else goes to
 * Fastify: another method, a page not in the cache, a request that may carry a preview session,
 * any request during the drain.
 */
export function cachedPageShortcut(options: CachedPageShortcutOptions): RequestShortcut {
  const clientAddress = clientAddressOf(options.trustProxy);
  const headerList = headerListsOf(options.securityHeaders);
  return (request, response) => {
    if (request.method !== 'GET' || options.draining()) return false;
    if (options.previewSignIn && request.headers.cookie !== undefined) return false;
    const url = request.url ?? '/';
    const page = options.renderCache.peek(url.split('?', 1)[0] ?? url);
    if (!page) return false;

    const started = performance.now();
    const reqId = requestIdOf(request);
    const answer = pageAnswer(page, request.headers, GUEST_PAGE_CACHE);
    response.writeHead(answer.status, [
      ...headerList(page, answer),
      'X-Request-Id',
      reqId,
      SHARED_CACHE_EXPIRY_HEADER,
      sharedCacheExpiry(),
    ]);
    response.end(answer.body);
    const responseTime = performance.now() - started;
    options.metrics().countRequest(url, 'GET', answer.status, responseTime / 1000);
    const line: RequestLogFields & { reqId: string } = {
      reqId,
      method: 'GET',
      url,
      remoteAddress: clientAddress(request),
      statusCode: answer.status,
      responseTime,
    };
    options.log.info(line, 'request completed');
    return true;
  };
}
