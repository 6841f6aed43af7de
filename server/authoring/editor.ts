import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { OpenedStore } from '../../content-model';
import {
  authoringContext,
  registerAuthoringApi,
  type RegisteredRoute,
  type RouteGroup,
} from './authoringApi';
import { EditorSessions, type SignedIn } from './editorSessions';
import { auditRoutes } from './routes/auditRoutes';
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
  }
  interface FastifyInstance {
    /** The authoring API's routes, as registered (under `/editor/api`). */
    readonly authoringRoutes: readonly RegisteredRoute[];
  }
}

/** Every route group of the authoring API. */
const ROUTE_GROUPS: readonly RouteGroup[] = [
  sessionRoutes,
  draftRoutes,
  publishRoutes,
  presenceRoutes,
  userRoutes,
  auditRoutes,
  viewRoutes,
  documentRoutes,
];

/** How often expired sessions are removed from the store. */
const SWEEP_MS = 10 * 60 * 1000;

/**
 * The editor's sign-in and the authoring API over the content store. A request carrying a
 * session cookie is looked up in the store as it arrives (`request.editor`); a guest's costs
 * nothing. Registered inside the base path's scope.
 */
export async function registerEditor(
  app: FastifyInstance,
  options: { store: OpenedStore; basePath: string },
): Promise<void> {
  const { store, basePath } = options;
  const secret = await store.accounts.sharedSecret('editor');
  const sessions = new EditorSessions(store.accounts, secret);
  const context = authoringContext(store, sessions);
  const registry: RegisteredRoute[] = [];
  app.decorate('authoringRoutes', registry);
  app.decorateRequest('editor', null);
  app.decorateRequest('editorUnavailable', false);
  app.addHook('onRequest', async (request) => {
    const id = cookieIdOf(request, SESSION_COOKIE);
    if (id === undefined) return;
    try {
      request.editor = (await sessions.resolve(id)) ?? null;
    } catch (error) {
      request.log.warn({ err: error }, 'the editor session could not be read');
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

  await app.register(
    async (scope) => {
      await scope.register(fastifyCookie);
      await registerAuthoringApi(scope, { context, registry, groups: ROUTE_GROUPS });
      registerSignInRoutes(scope, {
        context,
        limits: new SignInLimits(store.accounts),
        secret,
        basePath,
      });
    },
    { prefix: basePath },
  );
}
