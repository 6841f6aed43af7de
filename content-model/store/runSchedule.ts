import type { FastifyBaseLogger } from 'fastify';
import type { ContentStore } from './contentStore';

/**
 * Publishes the store's due scheduled publishes every `everyMs` (default 30 s, so each happens
 * within a minute of its time); the store makes each happen once however many instances run this.
 * Returns what stops it.
 */
export function runSchedule(
  store: ContentStore,
  log: FastifyBaseLogger,
  everyMs = 30_000,
): () => void {
  const publishDue = () => {
    store.publishDue().then(
      (done) => {
        for (const entry of done) {
          log.info(
            { scheduled: entry.id, outcome: entry.outcome },
            `scheduled publish ${entry.state}`,
          );
        }
      },
      (error: unknown) => {
        log.warn({ err: error }, 'scheduled publishes not run: the content store is unreachable');
      },
    );
  };
  const timer = setInterval(publishDue, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
