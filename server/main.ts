import { isIPv6, type AddressInfo } from 'node:net';
import { destination } from 'pino';
import { readServerConfig } from './config';
import { createServer } from './createServer';
import { chooseLogFormat, prettyLogDestination, type LogFormat } from './http/logFormat';
import { logDestination, type LogDestination } from './http/requestLog';
import { editorSignInLine, SITE_INFO_PATH } from './http/serverPaths';
import { closeOnSignals } from './ops/shutdown';

/**
 * `npm start` (compiled to dist/server/main.js): reads the environment, validates content, serves,
 * and drains on SIGTERM or SIGINT.
 */
async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  const logs = await serverLog(config.logFormat);
  const app = await createServer({
    basePath: config.basePath,
    contentDir: config.contentDir,
    store: config.store,
    siteDir: config.siteDir,
    trustProxy: config.trustProxy,
    metrics: config.metrics,
    apiOrigin: config.apiOrigin,
    orgReads: config.orgReads,
    corsOrigins: config.corsOrigins,
    accessTokens: config.accessTokens,
    media: config.media,
    renders: config.renders,
    scheduleMs: config.scheduleMs,
    logger: { level: config.logLevel, stream: logs },
  });

  closeOnSignals(app);

  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  const site = `${httpOrigin(config.host, port)}${app.siteBasePath}`;
  app.log.info(`About page: ${site}/about`);
  app.log.info(`Site id: ${app.siteId} (the site's ids for apps: ${site}${SITE_INFO_PATH})`);
  if (config.apiOrigin) {
    const token = config.orgReads.accessToken ? ', with API_ACCESS_TOKEN' : '';
    app.log.info(`Pages render from the org at ${config.apiOrigin}${token}`);
  }
  const metrics = app.metricsAddress();
  if (metrics) app.log.info(`Metrics: ${httpOrigin(metrics.address, metrics.port)}/metrics`);
  const { published } = app.contentReport();
  if (published.version) {
    app.log.info(`Content: version ${published.version} from the ${config.store.kind} store`);
  }
  app.log.info(editorSignInLine(site));
  for (const line of config.retired) app.log.warn(line);
  // Whoever started the server sees at once that it is up, not within the second.
  logs.flush();
}

/** `http://host:port`, an IPv6 address in brackets (`http://[::1]:4173`). */
function httpOrigin(host: string, port: number): string {
  return `http://${isIPv6(host) ? `[${host}]` : host}:${String(port)}`;
}

/**
 * Standard output: readable lines at a terminal (or with `LOG_FORMAT=pretty`), written at once
 * for the person reading them; else JSON lines in batches (see `logDestination`).
 */
async function serverLog(given: LogFormat | undefined): Promise<LogDestination> {
  const tty = process.stdout.isTTY;
  if (chooseLogFormat(given, tty) === 'json') return logDestination();
  return prettyLogDestination(destination({ sync: true }), tty);
}

main().catch((error: unknown) => {
  // Content and configuration errors are written for people: print the message, not a trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
