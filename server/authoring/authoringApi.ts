import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountStore, AuditEntry, OpenedStore, Role } from '../../content-model';
import { AuthoringError, sendAuthoringError, storeUnreachable } from './authoringErrors';
import type { EditorSessions, SignedIn } from './editorSessions';

/** Who may call a route: a role (or one above it), or anyone signed in. */
type Access = Role | 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route of the authoring API; a route without it is refused to everyone. */
    access?: Access;
  }
}

const RANK: Readonly<Record<Role, number>> = { author: 1, publisher: 2, admin: 3 };

const mayAccess = (role: Role, access: Access) =>
  access === 'signed-in' || RANK[role] >= RANK[access];

/** The header every state-changing request carries: the session's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';

/** Where the authoring API lives, under the base path. */
export const AUTHORING_PREFIX = '/editor/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route as the registry lists it (docs/authoring-api.md lists the same). */
export interface RegisteredRoute {
  readonly method: Method;
  /** Under the API's prefix, with Fastify's parameters (`/versions/:id`, `/drafts/*`). */
  readonly url: string;
  readonly access: Access;
}

interface RouteSpec extends RegisteredRoute {
  /** Only for uploads: bodies are at most 64 KiB elsewhere. */
  readonly bodyLimit?: number;
  readonly handler: (
    request: FastifyRequest,
    reply: FastifyReply,
    user: SignedIn,
  ) => Promise<unknown>;
}

/** What the sign-in and every route group work with. */
export interface AuthoringContext {
  readonly store: OpenedStore;
  readonly accounts: AccountStore;
  readonly sessions: EditorSessions;
  /** Writes the audit log's line for what the signed-in user (or `actor`) did from the request's address. */
  audit(
    request: FastifyRequest,
    entry: Pick<AuditEntry, 'action' | 'subject' | 'detail'> & { actor?: string },
  ): Promise<void>;
}

/** What every route group is given: the context, and how to add a route. */
export interface Authoring extends AuthoringContext {
  route(spec: RouteSpec): void;
}

export function authoringContext(store: OpenedStore, sessions: EditorSessions): AuthoringContext {
  return {
    store,
    accounts: store.accounts,
    sessions,
    audit: (request, entry) =>
      store.accounts.audit({
        at: new Date().toISOString(),
        actor: entry.actor ?? request.editor?.name ?? '',
        action: entry.action,
        subject: entry.subject,
        address: request.ip,
        ...(entry.detail ? { detail: entry.detail } : {}),
      }),
  };
}

export type RouteGroup = (authoring: Authoring) => void;

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

/** Why `request` may not run its route (the guard), or undefined when it may. */
function refusal(
  request: FastifyRequest,
  sessions: EditorSessions,
  storeDegraded: () => boolean,
): AuthoringError | undefined {
  if (request.editorUnavailable) return storeUnreachable();
  const user = request.editor;
  if (!user) {
    return new AuthoringError(401, 'signed-out', 'Sign in first (POST /editor/sign-in).');
  }
  const access = request.routeOptions.config.access;
  if (access === undefined)
    return new AuthoringError(403, 'forbidden', 'This route is open to no one.');
  if (!mayAccess(user.role, access)) {
    return new AuthoringError(
      403,
      'forbidden',
      `This needs the ${access} role; ${user.name} is ${/^[aeiou]/.test(user.role) ? 'an' : 'a'} ${user.role}.`,
    );
  }
  if (!isWrite(request.method)) return undefined;
  const token = request.headers[CSRF_HEADER];
  if (!sessions.isCsrfToken(typeof token === 'string' ? token : undefined, user)) {
    return new AuthoringError(
      403,
      'csrf',
      `The request has no valid ${CSRF_HEADER} header (GET ${AUTHORING_PREFIX}/session gives it).`,
    );
  }
  if (storeDegraded()) return storeUnreachable();
  return undefined;
}

/**
 * The authoring API: one plugin under `/editor/api` whose hook checks the session, the role and
 * (for every write) the CSRF token before any route runs, so no route can forget; its answers are
 * never stored by a cache. `groups` add the routes; the registry lists them.
 */
export async function registerAuthoringApi(
  app: FastifyInstance,
  options: {
    context: AuthoringContext;
    groups: readonly RouteGroup[];
    registry: RegisteredRoute[];
  },
): Promise<void> {
  const { context, registry } = options;
  const { store, sessions } = context;
  const storeDegraded = () => store.health().result === 'degraded';
  await app.register(
    (api, _options, registered) => {
      api.addHook('onRequest', (request, reply, done) => {
        void reply.header('Cache-Control', 'no-store');
        const refused = refusal(request, sessions, storeDegraded);
        if (refused) sendAuthoringError(refused, request, reply, storeDegraded);
        else done();
      });
      api.setErrorHandler((error, request, reply) =>
        sendAuthoringError(
          error as Parameters<typeof sendAuthoringError>[0],
          request,
          reply,
          storeDegraded,
        ),
      );
      // Every other path under the prefix (the site's own catch-all would answer it as a page).
      api.all('/*', { config: { access: 'signed-in' } }, (request) => {
        throw new AuthoringError(404, 'not-found', `No route ${request.method} ${request.url}.`);
      });
      const authoring: Authoring = {
        ...context,
        route(spec) {
          registry.push({ method: spec.method, url: spec.url, access: spec.access });
          api.route({
            method: spec.method,
            url: spec.url,
            config: { access: spec.access },
            ...(spec.bodyLimit === undefined ? {} : { bodyLimit: spec.bodyLimit }),
            handler: async (request, reply) => {
              // The guard has run: a request here is signed in.
              const user = request.editor;
              if (!user) throw new AuthoringError(401, 'signed-out', 'Sign in first.');
              const result = await spec.handler(request, reply, user);
              return reply.sent ? reply : result;
            },
          });
        },
      };
      for (const group of options.groups) group(authoring);
      registered();
    },
    { prefix: AUTHORING_PREFIX },
  );
}
