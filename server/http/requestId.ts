import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request's id, as a request carries it and as every response echoes it. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** The same header, spelled as the responses send it. */
export const REQUEST_ID_RESPONSE_HEADER = 'X-Request-Id';

/** What nginx's config passes on too: 1-128 letters, digits or `._:-`, nothing a log could misread. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` a proxy or client sent when it is well formed (so one
 * id follows a request across the proxy's log and ours), else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every response says which request it responds to (the cached-page shortcut sends it too). */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_RESPONSE_HEADER, request.id);
}
