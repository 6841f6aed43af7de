import type { FastifyInstance } from 'fastify';
import { sendFailure } from '../http/errorHandling';
import { isInProcess } from '../http/inProcess';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of `drainAndClose`: the server finishes its work and takes no more. */
    draining: boolean;
  }
}

const SHUTTING_DOWN = 'The server is shutting down. Please try again.';

/**
 * While draining, a new request on a connection still open is answered 503 in its path's error
 * shape (the health routes in `exempt` still answer), every response closes its connection, and the
 * renders in flight still read the APIs in process.
 */
export function setUpDraining(app: FastifyInstance, basePath: string, exempt: readonly string[]) {
  app.decorate('draining', false);
  app.addHook('onRequest', async (request, reply) => {
    if (!app.draining || isInProcess(request)) return undefined;
    reply.header('Connection', 'close');
    if (exempt.includes(request.routeOptions.url ?? '')) return undefined;
    return sendFailure(request, reply, 503, SHUTTING_DOWN, basePath);
  });
  app.addHook('onSend', async (request, reply) => {
    if (app.draining && !isInProcess(request)) reply.header('Connection', 'close');
  });
}

/**
 * Stops taking connections, lets the requests in flight finish (their page renders included,
 * which Fastify's own close would refuse), then closes the server and its hooks.
 */
export async function drainAndClose(app: FastifyInstance): Promise<void> {
  app.draining = true;
  if (app.server.listening) {
    await new Promise<void>((resolve) => {
      // Node closes the idle connections now; the others close after their response.
      app.server.close(() => {
        resolve();
      });
    });
  }
  await app.close();
}
