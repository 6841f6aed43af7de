import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderStatusPage } from '../site/statusPage';
import {
  ApexError,
  errorCodeForStatus,
  NOT_FOUND_MESSAGE,
  platformErrorBody,
  PlatformError,
  sendApexError,
  sendPlatformError,
} from './platformErrors';
import { routeFamily } from './routeFamily';
import { applySecurityHeaders, type SecurityHeaders } from './securityHeaders';

const INTERNAL_MESSAGE = 'An unexpected error occurred. Please try again later.';

function sendStatusPage(reply: FastifyReply, status: number, basePath: string): FastifyReply {
  const page =
    status === 404
      ? { title: 'Page not found', message: 'There is no page at this address.' }
      : status >= 500
        ? {
            title: 'Something went wrong',
            message: 'The page could not be shown. Please try again later.',
          }
        : { title: 'Bad request', message: 'The request could not be understood.' };
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .send(renderStatusPage({ ...page, basePath }));
}

/** Answers a failure the way its path family expects: Connect array, Apex object or HTML page. */
function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  basePath: string,
): FastifyReply {
  switch (routeFamily(request.url, basePath)) {
    case 'connect':
      return sendPlatformError(reply, status, errorCodeForStatus(status), message);
    case 'apex':
      return sendApexError(reply, status, message);
    case 'site':
      return sendStatusPage(reply, status, basePath);
  }
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Every error and unknown path gets the platform's answer; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance, basePath: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof PlatformError) {
      return sendPlatformError(reply, error.status, error.errorCode, error.message);
    }
    if (error instanceof ApexError) return sendApexError(reply, error.status, error.message);
    let status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, status }, error.message);
    // Static files refuse dot segments with 403; a visitor just sees that there is no such page.
    if (status === 403 && routeFamily(request.url, basePath) === 'site') status = 404;
    const message = status >= 500 ? INTERNAL_MESSAGE : error.message;
    return sendFailure(request, reply, status, message, basePath);
  });
  app.setNotFoundHandler((request, reply) =>
    sendFailure(request, reply, 404, NOT_FOUND_MESSAGE, basePath),
  );
}

/** For Fastify's `frameworkErrors`: urls that cannot be decoded, before any hook runs. */
export function frameworkErrorHandler(basePath: string, headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    applySecurityHeaders(reply, headers);
    const status = statusOf(error);
    // Fastify's own message would echo the whole (possibly huge) url.
    const message = status >= 500 ? INTERNAL_MESSAGE : 'The request URL is not valid.';
    void sendFailure(request, reply, status, message, basePath);
  };
}

/**
 * For Fastify's `clientErrorHandler`: requests Node cannot parse (for example a request line or
 * headers over Node's 16 KB limit) get a platform error body instead of a bare status.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request line or headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request could not be parsed.'];
  const body = platformErrorBody(errorCodeForStatus(status), message);
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json;charset=UTF-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
