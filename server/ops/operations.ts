import type { FastifyInstance } from 'fastify';
import { acceptMalformedContentType } from '../http/acceptMalformedContentType';
import { respondToRequestsNodeRefuses } from '../http/nodeResponses';
import { echoRequestId } from '../http/requestId';
import type { SecurityHeaders } from '../http/securityHeaders';
import { HEALTH_PATH, READY_PATH } from '../http/serverPaths';
import { setUpDraining } from './draining';
import { healthRoutes } from './health';
import { setUpMetrics, type MetricsListen } from './metrics';

export interface OperationsOptions {
  basePath: string;
  securityHeaders: SecurityHeaders;
  /** Files pages need (see `HealthOptions.siteFiles`). */
  siteFiles: readonly string[];
  /** Where Prometheus metrics are served; undefined: none are kept. */
  metrics: MetricsListen | undefined;
}

/**
 * What running the server in production needs, around the site and the APIs: request ids echoed
 * in `X-Request-Id`, health and readiness probes, the drain on shutdown, metrics, responses with
 * a body to the requests Node would respond to bare, and no 415 for a malformed `Content-Type`.
 */
export function setUpOperations(app: FastifyInstance, options: OperationsOptions): void {
  const { basePath } = options;
  app.addHook('onRequest', async (request, reply) => {
    echoRequestId(request, reply);
    acceptMalformedContentType(request);
  });
  setUpDraining(app, basePath, [`${basePath}${HEALTH_PATH}`, `${basePath}${READY_PATH}`]);
  healthRoutes(app, { basePath, siteFiles: options.siteFiles });
  setUpMetrics(app, { basePath, listen: options.metrics });
  app.metrics.gauge({
    name: 'render_cache_pages',
    help: 'Guest pages held rendered in memory.',
    read: () => app.renderCache.size,
  });
  app.metrics.gauge({
    name: 'media_resizes',
    help: 'Image resizes running and waiting for a slot.',
    labelName: 'state',
    read: () => {
      const { resizing, waiting } = app.renditions.stats();
      return { running: resizing, waiting };
    },
  });
  app.metrics.gauge({
    name: 'media_rendition_cache_bytes',
    help: 'Bytes of resized images held, in memory and on disk.',
    labelName: 'tier',
    read: () => {
      const { memoryBytes, diskBytes } = app.renditions.stats();
      return { memory: memoryBytes, disk: diskBytes };
    },
  });
  respondToRequestsNodeRefuses(app.server, options.securityHeaders);
}
