import type { FastifyInstance } from 'fastify';
import { drainAndClose } from './draining';

/** The longest a shutdown may take before the process exits anyway, in ms. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface ShutdownOptions {
  /** Default `SHUTDOWN_GRACE_MS`. */
  graceMs?: number;
  /** Default `process.exit`. */
  exit?: (code: number) => void;
}

/**
 * On the first SIGTERM or SIGINT: drain (see `drainAndClose`) and exit with 0, or with 1 when the
 * drain fails or outlasts the grace period. A second signal finds no handler left and kills the
 * process at once.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions = {}): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const shutdown = (signal: NodeJS.Signals) => {
    process.off('SIGTERM', shutdown);
    process.off('SIGINT', shutdown);
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      exit(1);
    }, options.graceMs ?? SHUTDOWN_GRACE_MS).unref();
    drainAndClose(app).then(
      () => {
        app.log.info('stopped');
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
