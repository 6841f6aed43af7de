import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

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

/** Every answer says which request it answers. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Request-Id', request.id);
}
