import { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Names the content snapshot an in-process read is lent by the page render that makes it.
 * Honoured only on requests that arrive on no socket: never from the network.
 */
export const SNAPSHOT_HEADER = 'x-in-process-snapshot';

/** The reads a page render makes through `app.inject`: they arrive on no socket. */
export function isInProcess(request: FastifyRequest): boolean {
  return !(request.raw.socket instanceof Socket);
}

/** The snapshot token an in-process request carries; undefined for any request from the network. */
export function snapshotTokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers[SNAPSHOT_HEADER];
  return typeof token === 'string' && isInProcess(request) ? token : undefined;
}

/**
 * A read a page render makes of the APIs in process (it carries the render's snapshot token),
 * as opposed to a client's request, or a test's injected one.
 */
export function isRenderRead(request: FastifyRequest): boolean {
  return snapshotTokenOf(request) !== undefined;
}
