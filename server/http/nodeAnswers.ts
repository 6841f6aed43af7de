import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorCodeForStatus, JSON_CONTENT_TYPE, platformErrorBody } from './platformErrors';
import type { SecurityHeaders } from './securityHeaders';

/**
 * Answers Node's HTTP server gives by itself, before Fastify sees a request: a request it cannot
 * parse, one that takes too long to arrive, an `Expect` it does not meet, a `CONNECT`. By default
 * Node sends them with no body and none of the site's headers, or drops the socket; these send the
 * platform's error body with the security headers, like every other answer.
 */

interface RawAnswer {
  status: number;
  reason: string;
  message: string;
  /** More headers, like `Allow`. */
  headers?: Readonly<Record<string, string>>;
}

/** The headers and body of an error answer: the platform's error body, the site's headers. */
function errorAnswer(answer: RawAnswer, securityHeaders: SecurityHeaders) {
  const body = platformErrorBody(errorCodeForStatus(answer.status), answer.message);
  const headers: Record<string, string> = {
    ...securityHeaders,
    ...answer.headers,
    'Content-Type': JSON_CONTENT_TYPE,
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-cache',
    Connection: 'close',
  };
  return { headers, body };
}

/** The whole response, as bytes to write on a socket Node has given up parsing. */
function rawResponse(answer: RawAnswer, securityHeaders: SecurityHeaders): string {
  const { headers, body } = errorAnswer(answer, securityHeaders);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [`HTTP/1.1 ${answer.status} ${answer.reason}`, ...lines, '', body].join('\r\n');
}

function answerOf(error: NodeJS.ErrnoException): RawAnswer {
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
    socket.end(rawResponse(answerOf(error), securityHeaders));
  };
}

/**
 * `Expect` with anything but `100-continue` (which Node answers itself): 417, as Node would, but
 * with a body and the site's headers.
 */
function answerExpectation(securityHeaders: SecurityHeaders) {
  return (_request: IncomingMessage, response: ServerResponse): void => {
    const { headers, body } = errorAnswer(
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
function answerConnect(securityHeaders: SecurityHeaders) {
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

/** Listens for the requests Node would answer without a body (or not at all). */
export function answerNodeRequests(server: Server, securityHeaders: SecurityHeaders): void {
  server.on('checkExpectation', answerExpectation(securityHeaders));
  server.on('connect', answerConnect(securityHeaders));
}
