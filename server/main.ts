import type { AddressInfo } from 'node:net';
import { readServerConfig } from './config';
import { createServer } from './createServer';
import { SITE_INFO_PATH } from './emulator/siteInfo/siteInfoRoutes';

const SHUTDOWN_GRACE_MS = 10_000;

/** `npm start`: reads the environment, validates content, serves, and stops cleanly on signals. */
async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  const app = await createServer({
    basePath: config.basePath,
    contentDir: config.contentDir,
    siteDir: config.siteDir,
    devRoutes: !config.production,
    apiOrigin: config.apiOrigin,
    corsOrigins: config.corsOrigins,
    media: config.media,
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Fastify stops accepting, answers 503 to new requests and waits for in-flight ones.
    setTimeout(() => {
      app.log.error('connections did not close in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  const site = `http://${config.host}:${String(port)}${app.siteBasePath}`;
  app.log.info(`About page: ${site}/about`);
  app.log.info(`Site id: ${app.siteId} (the site's ids for apps: ${site}${SITE_INFO_PATH})`);
}

main().catch((error: unknown) => {
  // Content and configuration errors are written for people: print the message, not a trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
