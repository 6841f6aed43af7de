import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { JSDOM } from 'jsdom';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfPath, languagePrefix } from '../../shared/languageRoutes';
import { LATER_STYLES_ROUTE } from '../../shared/pageRender';
import { HOME_ROUTE, matchRoute } from '../../shared/pageRoutes';
import { redirectedPath, type SiteSettings } from '../../content-model';
import { contentSecurityPolicy, inlineScriptHashes } from '../http/securityHeaders';
import { APP_ROUTES, HOME_ALIASES } from './appRoutes';
import { renderIndexHtml } from './indexHtml';
import { pageResponse } from './pageResponse';
import { preferredLanguage } from './preferredLanguage';
import { encodePage, pickEncoding, type EncodedPage } from './pageEncodings';
import { pageEtag, pageHtml } from './pageRenderer';
import type { PageSource } from './pageSource';
import { withPreviewMarker } from './previewMarker';
import type { CachedPage, RenderCache } from './renderCache';
import { renderRobotsTxt } from './robotsTxt';
import { registerLanguageChoice } from './languageChoice';
import { renderSitemap, SITEMAP_PATH } from './sitemap';
import { servedLanguages } from '../../shared/languages';
import { buildSiteConfig, type SiteConfig } from './buildSiteConfig';

/** How a render reads the platform APIs: `fetch` until `close()`, called when it is done. */
interface ApiReads {
  fetch: typeof fetch;
  close(): void;
  /**
   * Why the page cannot be served, when its reads failed where it is no page's business (an org
   * down, too slow, or refusing the token): sent in the page's place, never cached.
   */
  failure?: () => Error | undefined;
}

export interface SiteRoutesOptions {
  /** Absolute folder of the built site (Vite's outDir), whose files are served; none under Vite. */
  siteDir: string | undefined;
  /** The renderer, template and styles of the pages: the build's, or Vite's. */
  pages: PageSource;
  /** The base path the routes are registered under. */
  basePath: string;
  /** Platform origin the site's SDK calls, put in the site config; '' = same origin. */
  apiOrigin: string;
  /** The site settings at start (each request reads those of its own content snapshot). */
  site: SiteSettings;
  /** The reads a page's SDK makes of the platform APIs, for this visitor and content snapshot. */
  apiReadsFor: (request: FastifyRequest) => ApiReads;
  /** A signed-in visitor's pages hold their data: never cached, never shared. */
  isSignedIn: (request: FastifyRequest) => boolean;
  /** Rendered guest pages; the server clears it when the published content changes. */
  renderCache: RenderCache;
  /** How long a render may wait for data before the page is sent with what it has, in ms. */
  renderTimeoutMs?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_LIVED = 'public, max-age=3600';

/** The request's path without its query: pages do not vary on it. */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

interface PageTemplates {
  /** The page source's template these are made from. */
  source: string;
  config: SiteConfig;
  published: string;
  draft: string;
  /** The Content-Security-Policy naming the template's inline scripts. */
  policy: string;
}

/** A page rendered for a request, and the policy its inline scripts need. */
interface RenderedPage {
  page: CachedPage;
  policy: string;
}

/** The site under the base path: app pages, robots.txt and the built site's static assets. */
export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, options) => {
  const { siteDir, basePath, renderCache, pages } = options;
  // The page template holds the site config, one per language: made again when the site
  // settings or the source's template change (a build's never does).
  const templates = new WeakMap<SiteSettings, Map<string, PageTemplates>>();
  const templatesFor = (site: SiteSettings, source: string, language: string): PageTemplates => {
    const ofSite = templates.get(site) ?? new Map<string, PageTemplates>();
    templates.set(site, ofSite);
    let made = ofSite.get(language);
    if (made?.source !== source) {
      const config = buildSiteConfig(site, basePath, options.apiOrigin, language);
      const published = renderIndexHtml(source, config);
      const policy = contentSecurityPolicy(options.apiOrigin, inlineScriptHashes(source));
      const fallback = language === site.defaultLanguage ? undefined : site.defaultLanguage;
      const draft = withPreviewMarker(published, fallback);
      made = { source, config, published, draft, policy };
      ofSite.set(language, made);
    }
    return made;
  };
  /** The page's language (from its path's prefix) and the base its routes match under. */
  const languageOf = (request: FastifyRequest, site: SiteSettings) =>
    languageOfPath(pathOf(request), basePath, servedLanguages(site));
  templatesFor(
    options.site,
    await pages.template(`${basePath}${HOME_ROUTE}`),
    options.site.defaultLanguage,
  );
  const timeoutMs = options.renderTimeoutMs ?? 2_000;
  // One DOM for the sanitiser, for every render: it only parses fragments, never keeps them.
  const sanitizerWindow = new JSDOM('').window;

  const render = async (request: FastifyRequest, site: SiteSettings): Promise<RenderedPage> => {
    const [renderPage, source] = await Promise.all([
      pages.renderer(),
      pages.template(pathOf(request)),
    ]);
    const { language } = languageOf(request, site);
    const templates = templatesFor(site, source, language);
    const reads = options.apiReadsFor(request);
    const page = await renderPage({
      path: pathOf(request),
      config: templates.config,
      views: request.content.viewsIn(language),
      fetch: reads.fetch,
      timeoutMs,
      sanitizerWindow,
    })
      .catch((error: unknown) => {
        throw reads.failure?.() ?? error;
      })
      .finally(() => {
        reads.close();
      });
    const failure = reads.failure?.();
    if (failure) throw failure;
    const draft = request.publicationState === 'draft';
    const template = draft ? templates.draft : templates.published;
    const styles = await pages.styles(page.blockTypes, page.bodyHtml);
    const html = pageHtml(template, page, styles);
    const etag = pageEtag(template, page, styles);
    return {
      page: { bodies: await encodePage(html), status: page.status, etag, complete: page.complete },
      policy: templates.policy,
    };
  };

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    // The request's own snapshot of the content for the whole render.
    const { site, views } = request.content;
    const { pageBase } = languageOf(request, site);
    // A language's own root (`/fr`, `/fr/`) is its home page.
    const requestPath = pathOf(request);
    if (pageBase !== basePath && (requestPath === pageBase || requestPath === `${pageBase}/`)) {
      return reply.redirect(`${pageBase}${HOME_ROUTE}`, 302);
    }
    if (matchRoute(requestPath, pageBase, views).page === 'notFound') {
      // A moved page's old route leads to its new one, its record id and query kept.
      const moved = redirectedPath(requestPath, pageBase, request.content.redirects);
      if (moved) {
        const query = request.url.slice(requestPath.length);
        return reply.header('Cache-Control', SHORT_LIVED).redirect(`${moved}${query}`, 301);
      }
      reply.callNotFound();
      return reply;
    }
    // Draft pages are never cached either: only guests share pages, and only a build's.
    const shared =
      pages.fixed && !options.isSignedIn(request) && request.publicationState !== 'draft';
    let page: CachedPage;
    if (shared) {
      page = await renderCache.get(pathOf(request), async () => {
        const rendered = await render(request, site);
        return rendered.page;
      });
    } else {
      const rendered = await render(request, site);
      page = rendered.page;
      // A changing source's template may hold other inline scripts than at start.
      if (!pages.fixed) reply.header('Content-Security-Policy', rendered.policy);
    }
    const response = pageResponse(page, request.headers, shared ? 'guest' : 'private');
    return reply.code(response.status).headers(response.headers).send(response.body);
  };

  // The root sends each visitor to the home page in their language, so it varies by the headers
  // that choose it; the pages themselves never do.
  const redirectHome = async (request: FastifyRequest, reply: FastifyReply) => {
    const languages = servedLanguages(request.content.site);
    const prefix = languagePrefix(preferredLanguage(request.headers, languages), languages);
    return reply
      .header('Vary', 'Cookie, Accept-Language')
      .redirect(`${basePath}${prefix}${HOME_ROUTE}`, 302);
  };
  for (const route of ['/', ...HOME_ALIASES]) app.get(route, redirectHome);
  // The language switcher's links: remember the choice, then go to the page in that language.
  registerLanguageChoice(app, {
    basePath,
    servedLanguages: (request) => servedLanguages(request.content.site),
  });
  // The rules a page left for later, by the key its `later-styles` url ends with. A build's
  // answer to a key never changes: compressed once, while the page styles keep it.
  const laterAnswers = new WeakMap<readonly string[], Promise<EncodedPage>>();
  app.get<{ Params: { key: string } }>(`${LATER_STYLES_ROUTE}/:key`, async (request, reply) => {
    const runs = pages.laterStyles(request.params.key);
    if (!runs) {
      reply.callNotFound();
      return reply;
    }
    let answer = laterAnswers.get(runs);
    if (!answer) {
      answer = encodePage(JSON.stringify(runs));
      laterAnswers.set(runs, answer);
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', IMMUTABLE)
      .header('Vary', 'Accept-Encoding')
      .send((await answer)[encoding]);
  });
  // Pages come compressed from the render cache; the compression plugin leaves them alone.
  for (const route of APP_ROUTES) app.get(route, { compress: false }, servePage);
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', SHORT_LIVED)
      .send(
        renderRobotsTxt(
          basePath,
          request.content.site.domainUrl,
          servedLanguages(request.content.site),
        ),
      ),
  );
  // From the request's content snapshot, so a publish shows in it.
  app.get(SITEMAP_PATH, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', SHORT_LIVED)
      .send(renderSitemap(request.content, basePath)),
  );
  if (siteDir !== undefined) await serveBuiltFiles(app, siteDir);
};

/** The built site's files; `index.html` only ever as a page. */
async function serveBuiltFiles(app: FastifyInstance, siteDir: string): Promise<void> {
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
}
