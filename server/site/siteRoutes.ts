import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { JSDOM } from 'jsdom';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { View } from '../../shared/viewSchema';
import { HOME_ROUTE, matchRoute } from '../../shared/pageRoutes';
import type { SiteSettings } from '../content';
import { weakEtag } from '../http/etag';
import { APP_ROUTES, HOME_ALIASES } from './appRoutes';
import { renderIndexHtml } from './indexHtml';
import { pageAnswer } from './pageAnswer';
import { encodePage } from './pageEncodings';
import { loadRenderPage, pageHtml } from './pageRenderer';
import { loadPageStyles, withStylesSlot } from './pageStyles';
import { withPreviewMarker } from './previewMarker';
import type { CachedPage, RenderCache } from './renderCache';
import { renderRobotsTxt } from './robotsTxt';
import { buildSiteConfig, type SiteConfig } from './siteConfig';

/** How a render reads the platform APIs: `fetch` until `close()`, called when it is done. */
export interface ApiReads {
  fetch: typeof fetch;
  close(): void;
}

export interface SiteRoutesOptions {
  /** Absolute folder of the built site (Vite's outDir). */
  siteDir: string;
  /** The built site's `index.html` (`readIndexHtml`). */
  template: string;
  /** The base path the routes are registered under. */
  basePath: string;
  /** Platform origin the site's SDK calls, put in the site config; '' = same origin. */
  apiOrigin: string;
  /** The site settings at start (each request reads those of its own content snapshot). */
  site: SiteSettings;
  /** The app's server renderer: its SSR build's entry file. */
  ssrEntry: string;
  /** The reads a page's SDK makes of the platform APIs, for this visitor and content snapshot. */
  apiReadsFor: (request: FastifyRequest) => ApiReads;
  /** A signed-in visitor's pages hold their data: never cached, never shared. */
  isSignedIn: (request: FastifyRequest) => boolean;
  /** Rendered guest pages; the server clears it when the published content changes. */
  renderCache: RenderCache;
  /** How long a render may wait for data before the page is sent with what it has, in ms. */
  renderTimeoutMs?: number;
}

/** Guest pages: any cache may keep them; shared caches revalidate after a minute. */
export const GUEST_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Signed-in pages hold the visitor's data. */
export const PRIVATE_PAGE_CACHE = 'private, no-cache';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_LIVED = 'public, max-age=3600';

/** The request's path without its query: pages do not vary on it. */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

interface PageTemplates {
  config: SiteConfig;
  published: string;
  draft: string;
}

/** The built site under the base path: app pages, robots.txt and the static assets. */
export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, options) => {
  const { siteDir, basePath, renderCache } = options;
  const built = withStylesSlot(options.template);
  const styles = await loadPageStyles(siteDir, basePath);
  // The page template holds the site config: made again when the site settings change.
  const templates = new WeakMap<SiteSettings, PageTemplates>();
  const templatesFor = (site: SiteSettings): PageTemplates => {
    let made = templates.get(site);
    if (!made) {
      const config = buildSiteConfig(site, basePath, options.apiOrigin);
      const published = renderIndexHtml(built, config);
      made = { config, published, draft: withPreviewMarker(published) };
      templates.set(site, made);
    }
    return made;
  };
  templatesFor(options.site);
  const renderPage = await loadRenderPage(options.ssrEntry);
  const timeoutMs = options.renderTimeoutMs ?? 2_000;
  // One DOM for the sanitiser, for every render: it only parses fragments, never keeps them.
  const sanitizerWindow = new JSDOM('').window;

  const render = async (
    request: FastifyRequest,
    views: readonly View[],
    templates: PageTemplates,
  ): Promise<CachedPage> => {
    const reads = options.apiReadsFor(request);
    const page = await renderPage({
      path: pathOf(request),
      config: templates.config,
      views,
      fetch: reads.fetch,
      timeoutMs,
      sanitizerWindow,
    }).finally(() => {
      reads.close();
    });
    const draft = request.edition === 'draft';
    const template = draft ? templates.draft : templates.published;
    const html = pageHtml(template, page, styles.forBlocks(page.blockTypes));
    return { bodies: await encodePage(html), status: page.status, etag: weakEtag(html) };
  };

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    // The request's own snapshot of the content for the whole render.
    const { views, site } = request.content;
    const templates = templatesFor(site);
    if (matchRoute(pathOf(request), basePath, views).page === 'notFound') {
      reply.callNotFound();
      return reply;
    }
    // Draft pages are never cached either: only guests share pages.
    const shared = !options.isSignedIn(request) && request.edition !== 'draft';
    const page = shared
      ? await renderCache.get(pathOf(request), () => render(request, views, templates))
      : await render(request, views, templates);
    const answer = pageAnswer(
      page,
      request.headers,
      shared ? GUEST_PAGE_CACHE : PRIVATE_PAGE_CACHE,
    );
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  };

  const redirectHome = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect(`${basePath}${HOME_ROUTE}`, 302);
  for (const route of ['/', ...HOME_ALIASES]) app.get(route, redirectHome);
  // Pages come compressed from the render cache; the compression plugin leaves them alone.
  for (const route of APP_ROUTES) app.get(route, { compress: false }, servePage);
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', SHORT_LIVED)
      .send(renderRobotsTxt(basePath)),
  );

  const assetsDir = path.join(siteDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: siteDir,
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // `npm run build` writes .br and .gz beside each asset; they are sent as they are.
    preCompressed: true,
    // index.html is only ever served rewritten, with the site config.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : SHORT_LIVED);
    },
  });
};
