import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorCodeForStatus, JSON_CONTENT_TYPE, platformErrorBody } from './platformErrors';
import type { SecurityHeaders } from './securityHeaders';

/**
 * Responses Node's HTTP server gives by itself, before Fastify sees a request: a request it cannot
 * parse, one that takes too long to arrive, an `Expect` it does not meet, a `CONNECT`. By default
 * Node sends them with no body and none of the site's headers, or drops the socket; these send the
 * platform's error body with the security headers, like every other response.
 */

interface NodeErrorResponse {
  status: number;
  reason: string;
  message: string;
  /** More headers, like `Allow`. */
  headers?: Readonly<Record<string, string>>;
}

/** The headers and body of an error response: the platform's error body, the site's headers. */
function errorResponseParts(response: NodeErrorResponse, securityHeaders: SecurityHeaders) {
  const body = platformErrorBody(errorCodeForStatus(response.status), response.message);
  const headers: Record<string, string> = {
    ...securityHeaders,
    ...response.headers,
    'Content-Type': JSON_CONTENT_TYPE,
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-cache',
    Connection: 'close',
  };
  return { headers, body };
}

/** The whole response, as bytes to write on a socket Node has given up parsing. */
function rawResponse(response: NodeErrorResponse, securityHeaders: SecurityHeaders): string {
  const { headers, body } = errorResponseParts(response, securityHeaders);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [`HTTP/1.1 ${response.status} ${response.reason}`, ...lines, '', body].join('\r\n');
}

function responseForClientError(error: NodeJS.ErrnoException): NodeErrorResponse {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        message: 'The request line or headers are too large.',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: 'Request Timeout',
        message: 'The request took too long to arrive.',
      };
    default:
      return { status: 400, reason: 'Bad Request', message: 'The request could not be parsed.' };
  }
}

/** For Fastify's `clientErrorHandler`: requests Node cannot parse, or that time out. */
export function clientErrorHandler(securityHeaders: SecurityHeaders) {
  return (error: NodeJS.ErrnoException, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(rawResponse(responseForClientError(error), securityHeaders));
  };
}

/**
 * `Expect` with anything but `100-continue` (which Node answers itself): 417, as Node would, but
 * with a body and the site's headers.
 */
function refuseExpectation(securityHeaders: SecurityHeaders) {
  return (_request: IncomingMessage, response: ServerResponse): void => {
    const { headers, body } = errorResponseParts(
      {
        status: 417,
        reason: 'Expectation Failed',
        message: 'The server cannot meet the Expect header of the request.',
      },
      securityHeaders,
    );
    response.writeHead(417, headers);
    response.end(body);
  };
}

/** `CONNECT` (a proxy tunnel, which this server is not): 405 rather than a dropped socket. */
function refuseConnect(securityHeaders: SecurityHeaders) {
  return (_request: IncomingMessage, socket: Duplex): void => {
    if (socket.destroyed || !socket.writable) return;
    socket.end(
      rawResponse(
        {
          status: 405,
          reason: 'Method Not Allowed',
          message: 'The CONNECT method is not supported.',
          headers: { Allow: 'GET, HEAD, POST, OPTIONS' },
        },
        securityHeaders,
      ),
    );
  };
}

/** Listens for the requests Node would respond to without a body (or not at all). */
export function respondToRequestsNodeRefuses(
  server: Server,
  securityHeaders: SecurityHeaders,
): void {
  server.on('checkExpectation', refuseExpectation(securityHeaders));
  server.on('connect', refuseConnect(securityHeaders));
}
