// `npm run dev`: the Vite dev server (hot reload) in front of the platform emulator. Requests
// for the platform's paths go to the emulator; the page gets the same site config as in
// production, so the app runs unchanged.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer as createViteServer, type Plugin, type ProxyOptions } from 'vite';
import { readServerConfig } from '../server/config';
import { loadContent } from '../server/content';
import { createServer } from '../server/createServer';
import { SITE_INFO_PATH } from '../server/emulator/siteInfo/siteInfoRoutes';
import { HOME_ROUTE } from '../server/site/appRoutes';
import { buildSiteConfig, siteConfigTag } from '../server/site/siteConfig';

/** Path prefixes the emulator answers (under the base path). */
const EMULATOR_PREFIXES = ['/services/', '/lwr/', '/sfsites/', '/dev/', '/emulator/'];
const DEFAULT_DEV_PORT = '5173';

/** Injects the site config into index.html and sends the base path's root to the About page. */
function sitePagesPlugin(configTag: string, basePath: string): Plugin {
  return {
    name: 'about-site-pages',
    transformIndexHtml: (html) => html.replace('</head>', `  ${configTag}\n  </head>`),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?', 1)[0];
        if (pathname === '/' || pathname === basePath || pathname === `${basePath}/`) {
          response.statusCode = 302;
          response.setHeader('Location', `${basePath}${HOME_ROUTE}`);
          response.end();
          return;
        }
        next();
      });
    },
  };
}

async function main(): Promise<void> {
  const config = readServerConfig({ ...process.env, PORT: process.env.PORT ?? DEFAULT_DEV_PORT });
  const content = await loadContent(config.contentDir);
  const basePath = config.basePath ?? content.site.basePath ?? '';

  const emulator = await createServer({
    content,
    basePath,
    serveSite: false,
    devRoutes: true,
    corsOrigins: config.corsOrigins,
    logger: { level: config.logLevel },
  });
  await emulator.listen({ host: '127.0.0.1', port: 0 });
  const { port: emulatorPort } = emulator.server.address() as AddressInfo;
  const target = `http://127.0.0.1:${emulatorPort}`;
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    EMULATOR_PREFIXES.map((prefix) => [`${basePath}${prefix}`, { target }]),
  );

  const siteConfig = buildSiteConfig(content.site, basePath, config.apiOrigin ?? '');
  const vite = await createViteServer({
    configFile: path.resolve('vite.config.ts'),
    base: `${basePath}/`,
    server: { host: config.host, port: config.port, strictPort: true, proxy },
    plugins: [sitePagesPlugin(siteConfigTag(siteConfig), basePath)],
  });
  await vite.listen();
  vite.printUrls();
  console.log(
    `  Emulator: ${target}${basePath} (sign in as the preview user: ${basePath}/dev/sign-in)`,
  );
  console.log(
    `  Site id: ${emulator.siteId} (the site's ids for apps: ${basePath}${SITE_INFO_PATH})`,
  );

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    Promise.all([vite.close(), emulator.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
