/**
 * The server's own paths (under the base path) that more than their routes name: the metrics
 * count them apart, the drain lets the probes answer, the dev and start logs print them.
 */

/** Where the emulator tells an app which site it serves. */
export const SITE_INFO_PATH = '/emulator/site';

/** The liveness probe: the process is up and answering. */
export const HEALTH_PATH = '/healthz';

/** The readiness probe: the server should get traffic. */
export const READY_PATH = '/readyz';
