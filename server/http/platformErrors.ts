import type { FastifyReply } from 'fastify';

export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

/** A Connect API failure: the status plus one `{errorCode, message}` entry of the platform's body. */
export class PlatformError extends Error {
  readonly status: number;
  readonly errorCode: string;

  constructor(status: number, errorCode: string, message: string) {
    super(message);
    this.name = 'PlatformError';
    this.status = status;
    this.errorCode = errorCode;
  }
}

/** A server-method (Apex) failure, sent as `{errorMessage}`. */
export class ApexError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApexError';
    this.status = status;
  }
}

export const NOT_FOUND_MESSAGE = 'The requested resource does not exist';

export function notFound(): PlatformError {
  return new PlatformError(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
}

export function invalidId(id: string): PlatformError {
  return new PlatformError(400, 'INVALID_ID_FIELD', `Invalid identifier: ${truncate(id)}`);
}

export function illegalParameter(message: string): PlatformError {
  return new PlatformError(400, 'ILLEGAL_QUERY_PARAMETER_VALUE', message);
}

/** Echoes of client input stay short, whatever the client sent. */
export function truncate(text: string, max = 100): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

const CODES_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  408: 'REQUEST_TIMEOUT',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'REQUEST_ENTITY_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  417: 'EXPECTATION_FAILED',
  431: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  503: 'SERVER_UNAVAILABLE',
};

export function errorCodeForStatus(status: number): string {
  return CODES_BY_STATUS[status] ?? (status >= 500 ? 'UNKNOWN_EXCEPTION' : 'BAD_REQUEST');
}

/** The platform's error body: a JSON array of `{errorCode, message}`. */
export function platformErrorBody(errorCode: string, message: string): string {
  return JSON.stringify([{ errorCode, message }]);
}

export function sendPlatformError(
  reply: FastifyReply,
  status: number,
  errorCode: string,
  message: string,
): FastifyReply {
  return reply
    .code(status)
    .type(JSON_CONTENT_TYPE)
    .header('Cache-Control', 'no-cache')
    .send(platformErrorBody(errorCode, message));
}

export function sendApexError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .type(JSON_CONTENT_TYPE)
    .header('Cache-Control', 'no-cache')
    .send(JSON.stringify({ errorMessage: message }));
}
