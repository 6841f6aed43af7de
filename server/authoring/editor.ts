import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { OpenedStore, SiteContent } from '../../content-model';
import { snapshotTokenOf } from '../http/inProcess';
import { DraftPreview } from './draftPreview';
import { registerEditorApp } from './editorApp';
import { hasPreviewCookie, previewLinkHandler } from './previewLinks';
import { previewRoutes } from './routes/previewRoutes';
import {
  authoringContext,
  registerAuthoringApi,
  type RegisteredRoute,
  type RouteGroup,
} from './authoringApi';
import { EditorSessions, type SignedIn } from './editorSessions';
import { auditRoutes } from './routes/auditRoutes';
import { addExchangeBodyParsers } from './routes/exchangeBodies';
import { mediaRoutes } from './routes/mediaRoutes';
import { seoRoutes } from './routes/seoRoutes';
import { xliffRoutes } from './routes/xliffRoutes';
import { documentRoutes } from './routes/documentRoutes';
import { draftRoutes } from './routes/draftRoutes';
import { presenceRoutes } from './routes/presenceRoutes';
import { publishRoutes } from './routes/publishRoutes';
import { sessionRoutes } from './routes/sessionRoutes';
import { userRoutes } from './routes/userRoutes';
import { viewRoutes } from './routes/viewRoutes';
import { cookieIdOf, SESSION_COOKIE } from './sessionCookie';
import { registerSignInRoutes } from './signInRoutes';
import { SignInLimits } from './signInLimits';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request is signed in to the editor as; null for a guest. */
    editor: SignedIn | null;
    /** The request had a session cookie, but the store could not be asked about it. */
    editorUnavailable: boolean;
    /** The drafted content, for a signed-in author or a preview link's reviewer while there are drafts. */
    draftContent: SiteContent | null;
  }
  interface FastifyInstance {
    /** The authoring API's routes, as registered (under `/editor/api`). */
    readonly authoringRoutes: readonly RegisteredRoute[];
  }
}

/** Every route group of the authoring API but the preview links'. */
const ROUTE_GROUPS: readonly RouteGroup[] = [
  sessionRoutes,
  draftRoutes,
  publishRoutes,
  presenceRoutes,
  userRoutes,
  auditRoutes,
  xliffRoutes,
  seoRoutes,
  mediaRoutes,
  viewRoutes,
  documentRoutes,
];

/** How often expired sessions are removed from the store. */
const SWEEP_MS = 10 * 60 * 1000;

/**
 * The editor's sign-in and the authoring API over the content store. A request carrying a
 * session cookie is looked up in the store as it arrives (`request.editor`); a guest's costs
 * nothing. Returns the editor's routes (under `{basePath}/editor`), for the server to register
 * once its own hooks and error handling are set, so that they apply to the editor's answers too
 * (a plugin takes the hooks its parent has when it is registered).
 */
export async function registerEditor(
  app: FastifyInstance,
  options: {
    store: OpenedStore;
    basePath: string;
    /** Where the drafted content is laid out for previews (the store's local cache). */
    cacheDir: string;
    /** The page editor's build. */
    editorDir: string;
  },
): Promise<FastifyPluginAsync> {
  const { store, basePath } = options;
  const preview = new DraftPreview(store, options.cacheDir, app.log);
  const secret = await store.accounts.sharedSecret('editor');
  const sessions = new EditorSessions(store.accounts, secret);
  const context = authoringContext(store, sessions);
  const registry: RegisteredRoute[] = [];
  app.decorate('authoringRoutes', registry);
  app.decorateRequest('editor', null);
  app.decorateRequest('editorUnavailable', false);
  app.decorateRequest('draftContent', null);
  app.addHook('onRequest', async (request) => {
    // A render's own reads share its snapshot (and its visitor's cookie): nothing to look up.
    if (snapshotTokenOf(request) !== undefined) return;
    const id = cookieIdOf(request, SESSION_COOKIE);
    try {
      if (id !== undefined) request.editor = (await sessions.resolve(id)) ?? null;
      if (request.editor || hasPreviewCookie(request, secret)) {
        request.draftContent = (await preview.content()) ?? null;
      }
    } catch (error) {
      request.log.warn({ err: error }, 'the editor session or the drafts could not be read');
      request.editorUnavailable = true;
    }
  });

  const sweep = setInterval(() => {
    sessions.removeExpired().catch((error: unknown) => {
      app.log.warn({ err: error }, 'expired editor sessions could not be removed');
    });
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', () => {
    clearInterval(sweep);
  });

  return async (scope) => {
    await scope.register(fastifyCookie);
    addExchangeBodyParsers(scope);
    await registerAuthoringApi(scope, {
      context,
      registry,
      groups: [...ROUTE_GROUPS, previewRoutes(secret, basePath)],
    });
    scope.get('/editor/preview/:token', previewLinkHandler(secret, basePath));
    const signedInPage = await registerEditorApp(scope, {
      basePath,
      editorDir: options.editorDir,
    });
    registerSignInRoutes(scope, {
      context,
      limits: new SignInLimits(store.accounts),
      secret,
      basePath,
      signedInPage,
    });
  };
}
