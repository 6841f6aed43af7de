import { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The reads a page render makes through `app.inject`: they arrive on no socket. */
export function isInProcess(request: FastifyRequest): boolean {
  return !(request.raw.socket instanceof Socket);
}
