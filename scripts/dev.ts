// `npm run dev`: the server `npm start` runs (pages rendered on the server, the islands hydrated
// in the browser, the platform emulator), with the site taken from the app's sources through Vite
// rather than from the build: an edit shows on the next page, or at once by hot update.
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import {
  closeOnSignals,
  createServer,
  editorSignInLine,
  readServerConfig,
  SITE_INFO_PATH,
  type ServerConfig,
} from '../server';
import { writeGeneratedFiles } from '../content-model';
import { createViteSite, type ViteSiteOptions } from './dev/viteSite';

const DEFAULT_DEV_PORT = '5173';

export interface DevServerOptions {
  /** The environment, read as `npm start` reads it; `PORT` defaults to 5173. */
  env: Readonly<Record<string, string | undefined>>;
  /** Fastify's logger. Default: the `LOG_LEVEL` of `env`, as JSON lines. */
  logger?: FastifyServerOptions['logger'];
  /** Vite's options (tests point it at an app of their own). */
  vite?: ViteSiteOptions;
}

export interface DevServer {
  app: FastifyInstance;
  config: ServerConfig;
  /** `http://HOST:PORT` */
  origin: string;
  close: () => Promise<void>;
}

/** Starts the server with Vite as its site, listening on `HOST`:`PORT`. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const config = readServerConfig({ ...options.env, PORT: options.env.PORT ?? DEFAULT_DEV_PORT });
  const app = await createServer({
    basePath: config.basePath,
    contentDir: config.contentDir,
    trustProxy: config.trustProxy,
    apiOrigin: config.apiOrigin,
    orgReads: config.orgReads,
    corsOrigins: config.corsOrigins,
    accessTokens: config.accessTokens,
    media: config.media,
    logger: options.logger ?? { level: config.logLevel },
    sourceSite: (context) => createViteSite(context, options.vite),
  });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://${config.host}:${String(port)}`;
  return { app, config, origin, close: () => app.close() };
}

async function main(): Promise<void> {
  // So a block added or changed since the last run has its view schema and its row in
  // docs/blocks.md ready for its commit: beside the server's start (about a second of prettier),
  // not before it. A rewritten schema is content the server reloads, as any saved file.
  const [regenerated, { app, config, origin }] = await Promise.all([
    writeGeneratedFiles(process.cwd()),
    startDevServer({ env: process.env }),
  ]);
  closeOnSignals(app);
  for (const file of regenerated)
    app.log.info(`Regenerated ${file}: commit it with the change it follows`);
  const site = `${origin}${app.siteBasePath}`;
  app.log.info(`About page: ${site}/about`);
  app.log.info(editorSignInLine(site));
  app.log.info(`Site id: ${app.siteId} (the site's ids for apps: ${site}${SITE_INFO_PATH})`);
  for (const line of config.retired) app.log.warn(line);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
