import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  type ContentReport,
  createLiveContent,
  type PublicationState,
  type SiteContent,
  storeCacheDir,
  type StoreSettings,
  type WatchTimings,
} from '../content-model';
import { markDraftResponses } from './http/draftResponses';
import { completedRequestLog, OneLinePerRequest } from './http/requestLog';
import { requireAccessTokens } from './emulator/accessTokens';
import { apexRoutes } from './emulator/apex/apexRoutes';
import { cmsDeliveryRoutes } from './emulator/cmsDelivery/cmsDeliveryRoutes';
import { mediaRoutes } from './emulator/media/mediaRoutes';
import { mediaSettings, Renditions, type MediaSettings } from './emulator/media/renditions';
import { seoRoutes } from './emulator/seo/seoRoutes';
import { siteInfoRoutes } from './emulator/siteInfo/siteInfoRoutes';
import { allowListedOrigins } from './http/crossOrigin';
import { snapshotTokenOf } from './http/inProcess';
import { frameworkErrorHandler, registerErrorHandling } from './http/errorHandling';
import {
  applySecurityHeaders,
  inlineScriptHashes,
  securityHeaders,
  SIGNED_IN_HEADERS,
} from './http/securityHeaders';
import { httpServerOptions } from './http/serverOptions';
import { proxyTrust, type TrustProxy } from './http/trustProxy';
import type { MetricsListen } from './ops/metrics';
import { setUpOperations } from './ops/operations';
import { inProcessFetch } from './site/inProcessFetch';
import { DEFAULT_ORG_READS, OrgReads, type OrgReadSettings } from './site/orgFetch';
import { cachedPageShortcut, type RequestShortcut } from './site/cachedPageShortcut';
import { readIndexHtml } from './site/indexHtml';
import {
  builtPageSource,
  type PageSource,
  type SourceSite,
  type SourceSiteContext,
} from './site/pageSource';
import { RenderCache } from './site/renderCache';
import {
  refuseRendersWhenBusy,
  boundRenders,
  renderLimits,
  type RenderLimits,
} from './site/renderQueue';
import { keepContentCurrent, startingContent } from './contentServing';
import { registerEditor } from './authoring/editor';
import { namesEditorCookie } from './authoring/sessionCookie';
import { siteRoutes } from './site/siteRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The base path every route lives under ('' or like `/site`), as resolved at start. */
    siteBasePath: string;
    /** The `0DM` id of the site served, as the published content/site.json gives it now. */
    readonly siteId: string;
    /** Rendered guest pages; cleared when the published content changes. */
    renderCache: RenderCache;
    /** Resized images: their caches and the resize queue. */
    renditions: Renditions;
    /** The newest published content (a request reads its own snapshot: `request.content`). */
    readonly content: SiteContent;
    /** What is served against what is on disk (see `ContentReport`). */
    contentReport: () => ContentReport;
  }
  interface FastifyRequest {
    /**
     * The content the request reads from its start to its end: the snapshot current when it
     * arrived (the one its page render shares with it, for a read the render makes in process).
     */
    content: SiteContent;
    /**
     * Which content `content` is: the drafted content for a signed-in author or a preview link's
     * reviewer while there are drafts, else the published.
     */
    publicationState: PublicationState;
  }
}

/** Options of `createServer`; every one has a default suited to `npm start`. */
export interface CreateServerOptions {
  /** Prefix of every site, API and media path: '' or like `/site`. Default: site.json's `basePath`, else ''. */
  basePath?: string;
  /** Content folder, read and validated before anything is served. Default `./content`. */
  contentDir?: string;
  /** Already loaded content; when given, `contentDir` is not read (nor watched). */
  content?: SiteContent;
  /**
   * Publish the content folder when a file in it is saved (valid as a whole, else the content
   * served so far stays and the problems are logged). Default true when `contentDir` is read.
   */
  watchContent?: boolean;
  /** How quickly saves are published (settle, quiet and re-scan times); defaults suit `npm start`. */
  publishTimings?: WatchTimings;
  /** How often due scheduled publishes run, in ms. Default 30 s. */
  scheduleMs?: number;
  /**
   * Where the content is kept (see `readStoreSettings`): the folder store over `contentDir` by
   * default, or PostgreSQL. Only when the content is watched.
   */
  store?: StoreSettings;
  /** Folder of the built site (needs `index.html`). Default `./dist/site`. */
  siteDir?: string;
  /** The page editor's build. Default `editor/` beside `siteDir`. */
  editorDir?: string;
  /** The app's server build (`renderPage`). Default `ssr/entry-server.js` beside `siteDir`. */
  ssrEntry?: string;
  /** Serve the site (pages, assets, robots.txt). Default true; false serves the emulator only. */
  serveSite?: boolean;
  /**
   * Serve the site from the app's sources rather than the build in `siteDir` (`npm run dev`:
   * Vite's, see scripts/dev/viteSite.ts). Called once the HTTP server exists, which Vite's hot
   * updates share; closed with the server.
   */
  sourceSite?: (context: SourceSiteContext) => Promise<SourceSite>;
  /** Proxies trusted for the client's address, protocol and host (`X-Forwarded-*`). Default false. */
  trustProxy?: TrustProxy;
  /** Serve Prometheus metrics on this address of their own. Default: no metrics. */
  metrics?: MetricsListen;
  /**
   * Platform origin the site's SDK calls, put in the site config; '' = same origin. Default ''.
   * Set, page renders read it over HTTP (see `orgReads`) rather than this server's emulator.
   */
  apiOrigin?: string;
  /**
   * With `apiOrigin`: the token page renders send it, their time limits, and how long their pages
   * are kept (see `OrgReadSettings`); unset ones keep `DEFAULT_ORG_READS`.
   */
  orgReads?: Partial<OrgReadSettings>;
  /** Origins whose pages may call the platform APIs (CORS, with credentials). Default none. */
  corsOrigins?: readonly string[];
  /** Bearer tokens the Connect API routes require (see `requireAccessTokens`). Default none. */
  accessTokens?: readonly string[];
  /** Fastify logger: false (quiet), true, or pino options. Default true (info, JSON lines). */
  logger?: FastifyServerOptions['logger'];
  /** Largest request body, in bytes. Default 65 536. */
  bodyLimit?: number;
  /**
   * Runs on the bare instance before any hook or route of the server's own: for hooks that must
   * see every request first (tracing, or the faults end-to-end tests inject). A guest's page
   * sent from the render cache is answered ahead of Fastify, and passes no hook.
   */
  setup?: (app: FastifyInstance) => void | Promise<void>;
  /** Image resizing limits and caches; each unset one has its default (see `MediaSettings`). */
  media?: Partial<MediaSettings>;
  /** Page renders at once and waiting; each unset one has its default (`DEFAULT_RENDER_LIMITS`). */
  renders?: Partial<RenderLimits>;
}

/**
 * Builds the site server and platform emulator (not listening yet: call `listen`). Rejects with
 * a `ContentValidationError` when the content is invalid, or an Error when the site is not built.
 */
export async function createServer(options: CreateServerOptions = {}): Promise<FastifyInstance> {
  const contentDir = options.store?.contentDir ?? options.contentDir ?? './content';
  const watching = !options.content && (options.watchContent ?? true);
  const starting = await startingContent({ ...options, contentDir, watching });
  const live = createLiveContent(starting.content);
  const basePath = options.basePath ?? live.published.site.basePath ?? '';
  const apiOrigin = options.apiOrigin ?? '';
  const siteDir = path.resolve(options.siteDir ?? './dist/site');
  const serveSite = options.serveSite ?? true;
  const fromSources = serveSite ? options.sourceSite : undefined;
  // A source site's template changes with its code: each of its pages names its own scripts.
  const template = serveSite && !fromSources ? await readIndexHtml(siteDir) : undefined;
  const headers = securityHeaders(apiOrigin, template ? inlineScriptHashes(template) : []);
  const ssrEntry = path.resolve(
    options.ssrEntry ?? path.join(siteDir, '..', 'ssr', 'entry-server.js'),
  );

  // Set once the site is served: guests' cached pages are sent ahead of Fastify.
  let shortcut: RequestShortcut | undefined;
  const trust = proxyTrust(options.trustProxy ?? false);
  const app = Fastify({
    logger: options.logger ?? true,
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    logController: new OneLinePerRequest(),
    frameworkErrors: frameworkErrorHandler(basePath, headers),
    ...httpServerOptions({
      proxyTrust: trust,
      securityHeaders: headers,
      shortcut: () => shortcut,
    }),
  });
  // Each request reads the content current when it arrived, to its end: the drafted content for
  // a signed-in author or a preview link's reviewer, else the published content. A read a page
  // render makes in process reads the render's snapshot, which the render shares with it.
  app.decorateRequest('content', null as unknown as SiteContent);
  app.decorateRequest('publicationState', 'published');
  // The editor's sign-in and authoring API, over the store the content is kept in; its hook
  // tells, before the next one, whether the request sees the drafts. Its routes are registered
  // below, once the hooks every answer has are set.
  const editorRoutes =
    starting.store &&
    (await registerEditor(app, {
      store: starting.store,
      basePath,
      cacheDir: storeCacheDir(contentDir),
      editorDir: path.resolve(options.editorDir ?? path.join(siteDir, '..', 'editor')),
    }));
  app.addHook('onRequest', (request, _reply, done) => {
    const token = snapshotTokenOf(request);
    const snapshot =
      (token !== undefined && live.shared(token)) ||
      (request.draftContent
        ? { store: request.draftContent, state: 'draft' as const }
        : undefined) ||
      live.snapshot();
    request.content = snapshot.store;
    request.publicationState = snapshot.state;
    done();
  });
  await options.setup?.(app);
  app.decorate('siteBasePath', basePath);
  app.decorate('siteId', { getter: () => live.published.site.siteId });
  // With an org, page renders read it; their pages age out, since it sends no publish event.
  const orgSettings = { ...DEFAULT_ORG_READS, ...options.orgReads };
  const org = apiOrigin ? new OrgReads(apiOrigin, orgSettings) : undefined;
  if (org) app.addHook('onClose', () => org.close());
  const aging = org ? { maxAgeMs: orgSettings.pageMaxAgeMs } : {};
  app.decorate('renderCache', new RenderCache(undefined, undefined, aging));
  app.decorate('content', { getter: () => live.published });
  const loadedAt = new Date().toISOString();
  app.decorate('contentReport', (): ContentReport => ({
    published: { result: 'ok', publishedAt: loadedAt },
  }));
  // Renditions are kept on disk beside the content read, none when the content was given.
  const media = mediaSettings(
    options.media,
    options.content ? options.contentDir : (options.contentDir ?? './content'),
  );
  app.decorate(
    'renditions',
    await Renditions.create(media, (message, error) => {
      app.log.warn({ err: error }, message);
    }),
  );
  // The snapshot tokens of renders for a signed-in editor: their in-process reads are the
  // editor's too (the editor's hook does not look a render's reads up again).
  const editorRenders = new Set<string>();
  const isEditorRender = (request: FastifyRequest) => {
    const token = snapshotTokenOf(request);
    return token !== undefined && editorRenders.has(token);
  };
  // Signed in to the editor, or seeing the drafts by a preview link.
  const isSignedIn = (request: FastifyRequest) =>
    Boolean(request.editor) || request.publicationState === 'draft' || isEditorRender(request);
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(reply, headers);
    if (isSignedIn(request)) applySecurityHeaders(reply, SIGNED_IN_HEADERS);
    done();
  });
  markDraftResponses(app, (request) => request.publicationState === 'draft');
  registerErrorHandling(app, basePath);
  setUpOperations(app, {
    basePath,
    securityHeaders: headers,
    siteFiles: template !== undefined ? [path.join(siteDir, 'index.html'), ssrEntry] : [],
    metrics: options.metrics,
  });
  if (editorRoutes) {
    // The editor's pages are a signed-in person's, its sign-in form included.
    await app.register(
      async (editor) => {
        editor.addHook('onRequest', (_request, reply, done) => {
          applySecurityHeaders(reply, SIGNED_IN_HEADERS);
          done();
        });
        await editor.register(editorRoutes);
      },
      { prefix: basePath },
    );
  }
  const sources = fromSources ? await startSourceSite(app, fromSources, basePath) : undefined;
  const unbounded: PageSource | undefined =
    sources?.pages ??
    (template === undefined
      ? undefined
      : await builtPageSource({ siteDir, basePath, template, ssrEntry }));
  const pages = unbounded && boundRenders(unbounded, renderLimits(options.renders), app.metrics);
  await app.register(
    async (scope) => {
      refuseRendersWhenBusy(scope, basePath);
      // The platform's APIs, which pages on the listed origins may call too.
      await scope.register(async (api) => {
        await allowListedOrigins(api, { origins: options.corsOrigins ?? [], basePath });
        requireAccessTokens(api, { basePath, tokens: options.accessTokens ?? [] });
        // JSON is compressed per response; pages and built files come compressed already.
        await api.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
        await api.register(cmsDeliveryRoutes, { basePath });
        await api.register(seoRoutes, { basePath });
        await api.register(apexRoutes, { basePath, isSignedIn });
        await api.register(mediaRoutes, { renditions: app.renditions });
        await api.register(siteInfoRoutes, { basePath });
      });
      if (pages !== undefined) {
        await scope.register(siteRoutes, {
          siteDir: sources ? undefined : siteDir,
          pages,
          basePath,
          apiOrigin,
          site: live.published.site,
          apiReadsFor: (request) => {
            if (org) return org.readsFor({ requestId: request.id });
            const shared = live.share({ state: request.publicationState, store: request.content });
            if (request.editor) editorRenders.add(shared.token);
            return {
              fetch: inProcessFetch(
                app,
                { cookie: request.headers.cookie, requestId: request.id },
                shared.token,
              ),
              close: () => {
                shared.release();
                editorRenders.delete(shared.token);
              },
            };
          },
          isSignedIn,
          renderCache: app.renderCache,
        });
        // A source site's pages are never cached: only its files are answered ahead of Fastify.
        shortcut =
          sources?.serveFile ??
          cachedPageShortcut({
            renderCache: app.renderCache,
            draining: () => app.draining,
            mayBeSignedIn: namesEditorCookie,
            proxyTrust: trust,
            securityHeaders: headers,
            logRequest: completedRequestLog(app.log),
            metrics: () => app.metrics,
          });
      }
    },
    { prefix: basePath },
  );
  if (starting.store) {
    await keepContentCurrent(
      app,
      { ...starting, store: starting.store },
      {
        live,
        contentDir,
        publishTimings: options.publishTimings,
        scheduleMs: options.scheduleMs,
        basePath,
        basePathFromSite: options.basePath === undefined,
        apiOrigin,
      },
    );
  }
  return app;
}

/** Starts the source site on the server's HTTP server; it stops before the server closes. */
async function startSourceSite(
  app: FastifyInstance,
  start: NonNullable<CreateServerOptions['sourceSite']>,
  basePath: string,
): Promise<SourceSite> {
  const site = await start({ httpServer: app.server, basePath });
  // Before the server closes: its hot-update sockets would keep the close waiting.
  app.addHook('preClose', async () => {
    await site.close();
  });
  return site;
}
