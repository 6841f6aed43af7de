import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isInProcess } from '../http/inProcess';
import { trafficKindOf } from '../http/pathKinds';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gauges for Prometheus; does nothing while metrics are off. */
    metrics: Metrics;
    /** Where the metrics listener listens, once the server is ready; undefined while off. */
    metricsAddress: () => AddressInfo | undefined;
  }
}

/** A gauge read when Prometheus scrapes: one value, or one per value of its label. */
type GaugeDefinition = {
  /** Prometheus name, like `media_resize_queue_waiting`. */
  name: string;
  help: string;
} & (
  | { read: () => number }
  | {
      /** The label whose values `read` gives one number each, like `tier`. */
      labelName: string;
      /** `{ memory: 3, disk: 5 }` */
      read: () => Readonly<Record<string, number>>;
    }
);

export interface Metrics {
  /** Adds a gauge read when Prometheus scrapes (a queue's length, a cache's size). */
  gauge: (definition: GaugeDefinition) => void;
  /**
   * Counts a request a client made and its response's time, in seconds: Fastify's as they
   * complete, and the cached-page shortcut's, which Fastify never sees.
   */
  countRequest: (url: string, method: string, status: number, seconds: number) => void;
}

/** Where the metrics are served: their own port, never the site's. */
export interface MetricsListen {
  host: string;
  /** TCP port; 0 picks a free one. */
  port: number;
}

const NO_METRICS: Metrics = { gauge: () => undefined, countRequest: () => undefined };
const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
/** Seconds: from a cached asset (about a millisecond) to a render waiting for slow data. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function addGauge(registry: Registry, definition: GaugeDefinition): void {
  const { name, help } = definition;
  if (!('labelName' in definition)) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(definition.read());
      },
    });
    return;
  }
  const { labelName, read } = definition;
  new Gauge({
    name,
    help,
    labelNames: [labelName],
    registers: [registry],
    collect() {
      for (const [value, count] of Object.entries(read())) this.set({ [labelName]: value }, count);
    },
  });
}

function countRequests(
  app: FastifyInstance,
  registry: Registry,
  basePath: string,
): Metrics['countRequest'] {
  const labelNames = ['family', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route family, method and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route family.',
    labelNames: ['family'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const countRequest: Metrics['countRequest'] = (url, method, status, seconds) => {
    const family = trafficKindOf(url, basePath);
    requests.inc({
      family,
      method: METHODS.has(method) ? method : 'other',
      status: String(status),
    });
    duration.observe({ family }, seconds);
  };
  app.addHook('onResponse', (request, reply, done) => {
    // A page render's own API reads are part of the page's time, not traffic of their own.
    if (!isInProcess(request)) {
      countRequest(request.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });
  return countRequest;
}

function listenOn(server: Server, { host, port }: MetricsListen): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Answers `GET /metrics` in Prometheus' text format, and 404 to anything else. */
function metricsServer(registry: Registry): Server {
  return createServer((request, response) => {
    if (request.url !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response
          .writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : text);
      },
      () => {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Failed\n');
      },
    );
  });
}

export interface MetricsOptions {
  basePath: string;
  /** Where to serve them; undefined: no metrics are kept at all. */
  listen: MetricsListen | undefined;
}

/**
 * Prometheus metrics on a listener of their own, off unless `listen` is given: request counts and
 * latency by route family (requests from clients; a render's in-process reads are not counted),
 * Node's process metrics (event-loop lag, memory, CPU), and the gauges other parts add through
 * `app.metrics.gauge`.
 */
export function setUpMetrics(app: FastifyInstance, { basePath, listen }: MetricsOptions): void {
  if (listen === undefined) {
    app.decorate('metrics', NO_METRICS);
    app.decorate('metricsAddress', () => undefined);
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  app.decorate('metrics', {
    gauge: (definition: GaugeDefinition) => {
      addGauge(registry, definition);
    },
    countRequest: countRequests(app, registry, basePath),
  });
  const server = metricsServer(registry);
  app.decorate('metricsAddress', () =>
    server.listening ? (server.address() as AddressInfo) : undefined,
  );
  app.addHook('onReady', async () => {
    await listenOn(server, listen);
  });
  app.addHook('onClose', (_instance, done) => {
    if (!server.listening) {
      done();
      return;
    }
    server.close(() => {
      done();
    });
    server.closeAllConnections();
  });
}
