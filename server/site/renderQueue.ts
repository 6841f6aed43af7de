import type { FastifyInstance } from 'fastify';
import type { RenderPage } from '../../shared/pageRender';
import { sendTryLaterPage } from '../http/statusPage';
import { QueueFullError, BoundedQueue } from '../ops/boundedQueue';
import type { Metrics } from '../ops/metrics';
import type { PageSource } from './pageSource';

/** How many page renders run at once, and how many more may wait for a slot. */
export interface RenderLimits {
  concurrency: number;
  queue: number;
}

/**
 * One at a time: a render is JavaScript on the one event loop (its API reads are in process, from
 * memory), so renders at once only share it. Measured by hand under 8 connections of uncached
 * pages, one at a time rendered as many pages a second as two, and `/healthz` waited a quarter as
 * long. 32 waiting is well under a second of renders.
 */
const DEFAULT_RENDER_LIMITS: RenderLimits = { concurrency: 1, queue: 32 };

/** The limits given, each unset one at its default. */
export function renderLimits(given: Partial<RenderLimits> = {}): RenderLimits {
  return {
    concurrency: given.concurrency ?? DEFAULT_RENDER_LIMITS.concurrency,
    queue: given.queue ?? DEFAULT_RENDER_LIMITS.queue,
  };
}

/** Seconds a client is told to wait when every render slot and the queue are taken. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/** A render that could not even wait for a slot: answered 503 with `Retry-After`. */
class RendersBusyError extends Error {
  readonly statusCode = 503;

  constructor() {
    super('every render slot is busy and the render queue is full');
    this.name = 'RendersBusyError';
  }
}

/**
 * `pages` with its renders bounded: at most `limits.concurrency` at once, `limits.queue` more
 * waiting in arrival order, and any past that refused at once with `RendersBusyError`. Only
 * renders wait: pages from the render cache, health and readiness never do. The queue is the
 * kind image resizes wait in (`BoundedQueue`); its length is the `page_renders` gauge.
 */
export function boundRenders(
  pages: PageSource,
  limits: RenderLimits,
  metrics: Metrics,
): PageSource {
  const queue = new BoundedQueue(limits.concurrency, limits.queue);
  metrics.gauge({
    name: 'page_renders',
    help: 'Page renders running and waiting for a slot.',
    labelName: 'state',
    read: () => ({ running: queue.active, waiting: queue.waiting }),
  });
  const queued =
    (renderPage: RenderPage): RenderPage =>
    async (input) => {
      try {
        return await queue.run(() => renderPage(input));
      } catch (error) {
        throw error instanceof QueueFullError ? new RendersBusyError() : error;
      }
    };
  return { ...pages, renderer: async () => queued(await pages.renderer()) };
}

/**
 * In `scope` (the site's routes), a render refused for a full queue is answered 503 with
 * `Retry-After` and the site's status page, logged at `warn`; any other error goes on to the
 * server's own handler.
 */
export function refuseRendersWhenBusy(scope: FastifyInstance, basePath: string): void {
  scope.setErrorHandler((error, request, reply) => {
    if (!(error instanceof RendersBusyError)) throw error;
    request.log.warn('page render refused: the render queue is full');
    return sendTryLaterPage(reply, {
      status: 503,
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
      title: 'The site is busy',
      message: 'Too many pages are being prepared right now. Please try again in a moment.',
      basePath,
    });
  });
}
