import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { clientErrorHandler } from './nodeResponses';
import { requestIdOf } from './requestId';
import type { SecurityHeaders } from './securityHeaders';
import type { ProxyTrust } from './trustProxy';

/** A request (line, headers and body) must have arrived within this, else 408. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Node checks for requests past their timeout only this often (30 s by default, so a 30 s
 * timeout fired anywhere between 30 and 60 s): once a second keeps it within a second.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * An idle kept-alive connection is closed after this. Above the 60 s idle timeout of common proxies
 * and load balancers, so they close first and never reuse a connection this server is closing.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * A socket with no traffic either way for this long is destroyed: a client that stops reading a
 * response. Longer than the two timeouts above, so it never cuts them short.
 */
const SOCKET_IDLE_TIMEOUT_MS = 90_000;

export interface HttpServerSettings {
  /** Proxies trusted to give the client's address, protocol and host (`proxyTrust`). Default none. */
  proxyTrust?: ProxyTrust;
  /** Sent with the responses Node gives before Fastify sees a request. */
  securityHeaders: SecurityHeaders;
  /** Default `REQUEST_TIMEOUT_MS`; the header timeout is the same. */
  requestTimeoutMs?: number;
  /**
   * Sees each request before Fastify: returns true when it has responded to it. Read per request,
   * so it can be set once the server is built.
   */
  shortcut?: () => ((request: IncomingMessage, response: ServerResponse) => boolean) | undefined;
}

/** Fastify's options for the HTTP side: timeouts, request ids, proxies and Node's own errors. */
export function httpServerOptions(settings: HttpServerSettings): FastifyHttpOptions<Server> {
  const requestTimeout = settings.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return {
    trustProxy: settings.proxyTrust ?? false,
    genReqId: requestIdOf,
    requestIdHeader: false,
    // The drain answers in the platform's shape (see ops/draining.ts), not Fastify's.
    return503OnClosing: false,
    // The server Fastify would make, with the shortcut in front of its handler. Fastify applies
    // its own timeout options only to a server it makes, so this one sets them all.
    serverFactory: (handler) => {
      const server = createServer(
        {
          requestTimeout,
          headersTimeout: requestTimeout,
          keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
          connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
        },
        (request, response) => {
          if (settings.shortcut?.()?.(request, response) !== true) handler(request, response);
        },
      );
      server.setTimeout(SOCKET_IDLE_TIMEOUT_MS);
      return server;
    },
    clientErrorHandler: clientErrorHandler(settings.securityHeaders),
  };
}
