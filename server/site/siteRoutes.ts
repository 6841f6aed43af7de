import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, weakEtag } from '../http/etag';
import { APP_ROUTES, HOME_ALIASES, HOME_ROUTE } from './appRoutes';
import { renderIndexHtml } from './indexHtml';
import { renderRobotsTxt } from './robotsTxt';
import type { SiteConfig } from './siteConfig';

export interface SiteRoutesOptions {
  /** Absolute folder of the built site (Vite's outDir). */
  siteDir: string;
  config: SiteConfig;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_LIVED = 'public, max-age=3600';

async function readTemplate(siteDir: string): Promise<string> {
  const file = path.join(siteDir, 'index.html');
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new Error(
      `The site is not built: ${file} is missing. Build it with \`npm run build\` ` +
        '(`npm start` builds it first), or point SITE_DIR at a built site.',
    );
  }
}

/** The built site under the base path: app pages, robots.txt and the static assets. */
export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, options) => {
  const { siteDir, config } = options;
  const html = renderIndexHtml(await readTemplate(siteDir), config);
  const etag = weakEtag(html);

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };

  const redirectHome = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect(`${config.basePath}${HOME_ROUTE}`, 302);
  for (const route of ['/', ...HOME_ALIASES]) app.get(route, redirectHome);
  for (const route of APP_ROUTES) app.get(route, serveIndex);
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', SHORT_LIVED)
      .send(renderRobotsTxt(config.basePath)),
  );

  const assetsDir = path.join(siteDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: siteDir,
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // index.html is only ever served rewritten, with the site config.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : SHORT_LIVED);
    },
  });
};
