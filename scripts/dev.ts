// `npm run dev`: the Vite dev server (hot reload) in front of the platform emulator. Requests
// for the platform's paths go to the emulator; the page gets the same site config as in
// production, so the app runs unchanged.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer as createViteServer, type Plugin, type ProxyOptions } from 'vite';
import { readServerConfig } from '../server/config';
import { PAGE_STATE_ELEMENT_ID } from '../shared/pageRender';
import { HOME_ROUTE, matchRoute, pageViewOf } from '../shared/pageRoutes';
import type { PageState } from '../app/ssr/pageState';
import type { ContentStore } from '../server/content';
import { jsonScriptTag } from '../server/site/jsonScript';
import { createServer } from '../server/createServer';
import { SITE_INFO_PATH } from '../server/emulator/siteInfo/siteInfoRoutes';
import { buildSiteConfig, siteConfigTag } from '../server/site/siteConfig';

/** Path prefixes the emulator answers (under the base path). */
const EMULATOR_PREFIXES = ['/services/', '/lwr/', '/sfsites/', '/dev/', '/emulator/'];
const DEFAULT_DEV_PORT = '5173';

/**
 * The page state the browser renders a page from without a server render: the page's route and
 * view, from the content as it is now (so a saved view shows on the next reload).
 */
function pageStateTag(url: string, basePath: string, content: ContentStore): string {
  const route = matchRoute(url.split('?', 1)[0] ?? '/', basePath, content.views);
  const view = pageViewOf(route, content.views);
  const state = {
    complete: false,
    store: {},
    islands: {},
    dataErrors: [],
    page: { route, view },
  } satisfies PageState;
  return jsonScriptTag(PAGE_STATE_ELEMENT_ID, state);
}

interface SitePagesOptions {
  basePath: string;
  /** Platform origin the site's SDK calls, put in the site config; '' = same origin. */
  apiOrigin: string;
  /** The content published now (the emulator publishes each valid save). */
  content: () => ContentStore;
}

/**
 * Injects the site config and the page into index.html, both from the content published when the
 * page is asked for (so a saved site.json or view shows on the next reload); sends the base path's
 * root to About.
 */
function sitePagesPlugin({ basePath, apiOrigin, content }: SitePagesOptions): Plugin {
  return {
    name: 'about-site-pages',
    transformIndexHtml: (html, context) => {
      const current = content();
      const configTag = siteConfigTag(buildSiteConfig(current.site, basePath, apiOrigin));
      const stateTag = pageStateTag(context.originalUrl ?? context.path, basePath, current);
      return html.replace('</head>', `  ${configTag}\n  ${stateTag}\n  </head>`);
    },
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

  // The emulator reads (and watches) the content folder: a saved file shows on the next reload.
  const emulator = await createServer({
    contentDir: config.contentDir,
    draftDir: config.draftDir,
    basePath: config.basePath,
    serveSite: false,
    previewSignIn: config.previewSignIn,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    logger: { level: config.logLevel },
  });
  await emulator.listen({ host: '127.0.0.1', port: 0 });
  const basePath = emulator.siteBasePath;
  const { port: emulatorPort } = emulator.server.address() as AddressInfo;
  const target = `http://127.0.0.1:${emulatorPort}`;
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    EMULATOR_PREFIXES.map((prefix) => [`${basePath}${prefix}`, { target }]),
  );

  const vite = await createViteServer({
    configFile: path.resolve('vite.config.ts'),
    base: `${basePath}/`,
    server: { host: config.host, port: config.port, strictPort: true, proxy },
    plugins: [
      sitePagesPlugin({
        basePath,
        apiOrigin: config.apiOrigin ?? '',
        content: () => emulator.content,
      }),
    ],
  });
  await vite.listen();
  vite.printUrls();
  const signIn = config.previewSignIn
    ? `sign in as the preview user: ${basePath}/dev/sign-in`
    : 'PREVIEW_SIGN_IN=on adds the preview sign-in';
  console.log(`  Emulator: ${target}${basePath} (${signIn})`);
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
