import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { verifyAgainstNobody, verifyPassword } from '../../content-model';
import { CSRF_HEADER, type AuthoringContext } from './authoringApi';
import { parseInput } from './authoringErrors';
import { renderSignInPage } from './editorPages';
import {
  cookieIdOf,
  cookieName,
  cookieOptions,
  FORM_COOKIE,
  isTokenFor,
  newRandomId,
  SESSION_COOKIE,
  tokenFor,
} from './sessionCookie';
import type { SignedIn } from './editorSessions';
import type { SignInLimits } from './signInLimits';

const FORM_PURPOSE = 'sign-in-form';
const FORM_SECONDS = 60 * 60;
const FORM_BODY_LIMIT = 4 * 1024;

/**
 * The page the editor was asked to open (`/editor?page=about`), opened after the sign-in: a view
 * id, never a url, so the form sends nobody elsewhere. Anything else opens the page list.
 */
function pageToOpen(value: unknown): string | undefined {
  const parsed = z
    .string()
    .max(100)
    .regex(/^[a-z][a-z0-9-]*$/)
    .safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const signInSchema = z.object({
  name: z.string().trim().min(1, 'give your name').max(64),
  password: z.string().min(1, 'give your password').max(1024),
  _csrf: z.string().max(200).optional(),
  page: z.unknown().optional().transform(pageToOpen),
});

const signOutSchema = z.object({ _csrf: z.string().max(200).optional() }).optional();

/** The same words for an unknown name and a wrong password: neither says which. */
const REFUSED = 'The name or the password is not right.';

const wantsJson = (request: FastifyRequest) =>
  request.headers['content-type']?.startsWith('application/json') === true;

/**
 * Why a sign-in or sign-out post may not go on, or undefined: it must come from a page of this
 * origin (`Sec-Fetch-Site` and `Origin`, when the browser sends them). A form post also needs the
 * token of the visitor's own form cookie; a JSON post needs no more, since a page of another
 * origin cannot send one without this origin's leave (no CORS is given to these routes).
 */
function crossSiteReason(request: FastifyRequest): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return 'the request came from another site';
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
    return 'the request came from another origin';
  }
  return undefined;
}

export interface SignInRouteOptions {
  context: AuthoringContext;
  limits: SignInLimits;
  secret: Buffer;
  basePath: string;
  /** `/editor` for a signed-in user: the page editor. */
  signedInPage: (request: FastifyRequest, reply: FastifyReply, user: SignedIn) => FastifyReply;
}

/**
 * `GET /editor` (the sign-in form, or who is signed in), `POST /editor/sign-in` and
 * `POST /editor/sign-out`, each as a form (HTML answers) or as JSON (for scripts and the editor).
 */
export function registerSignInRoutes(app: FastifyInstance, options: SignInRouteOptions): void {
  const { context, limits, secret, basePath } = options;
  const editorPath = `${basePath}/editor`;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  /** The form's token, with the nonce cookie it is made from (kept when the visitor has one). */
  const formToken = (request: FastifyRequest, reply: FastifyReply) => {
    let nonce = cookieIdOf(request, FORM_COOKIE);
    if (nonce === undefined) {
      nonce = newRandomId();
      void reply.setCookie(
        cookieName(request, FORM_COOKIE),
        nonce,
        cookieOptions(request, { maxAgeSeconds: FORM_SECONDS, sameSite: 'strict' }),
      );
    }
    return tokenFor(secret, FORM_PURPOSE, nonce);
  };

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  const signInPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: { name?: string; problem?: string; open?: string } = {},
  ) =>
    sendPage(
      reply,
      status,
      renderSignInPage({ basePath, token: formToken(request, reply), ...page }),
    );

  /** A refused sign-in or sign-out, as the kind of request it was. */
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    code: string,
    message: string,
    name?: string,
  ) => {
    if (wantsJson(request)) {
      return reply.code(status).header('Cache-Control', 'no-store').send({ error: code, message });
    }
    // A refused sign-in's form still opens the page it was asked for.
    const open = pageToOpen((request.body as Record<string, unknown> | undefined)?.page);
    return signInPage(request, reply, status, {
      ...(name ? { name } : {}),
      ...(open ? { open } : {}),
      problem: message,
    });
  };

  app.get('/editor', async (request, reply) => {
    const user = request.editor;
    if (!user) {
      const open = pageToOpen((request.query as Record<string, unknown> | undefined)?.page);
      return signInPage(request, reply, 200, open ? { open } : {});
    }
    return options.signedInPage(request, reply, user);
  });

  app.post('/editor/sign-in', async (request, reply) => {
    const crossSite = crossSiteReason(request);
    if (crossSite) return refuse(request, reply, 403, 'cross-site', `Refused: ${crossSite}.`);
    const form = parseInput(signInSchema, request.body, 'body');
    if (!wantsJson(request)) {
      const nonce = cookieIdOf(request, FORM_COOKIE);
      if (nonce === undefined || !isTokenFor(form._csrf, secret, FORM_PURPOSE, nonce)) {
        return refuse(
          request,
          reply,
          403,
          'csrf',
          'The form had expired or came from elsewhere. Sign in again with this form.',
          form.name,
        );
      }
    }
    const retryAfter = await limits.retryAfterSeconds(form.name, request.ip);
    if (retryAfter !== undefined) {
      await context.audit(request, {
        actor: form.name,
        action: 'sign-in-refused',
        subject: form.name,
        detail: { reason: 'too many failed sign-ins' },
      });
      void reply.header('Retry-After', String(retryAfter));
      const minutes = Math.ceil(retryAfter / 60);
      return refuse(
        request,
        reply,
        429,
        'too-many-attempts',
        `Too many failed sign-ins for this name or from this address. Try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`,
        form.name,
      );
    }
    const user = await context.accounts.user(form.name);
    const valid = user
      ? await verifyPassword(form.password, user.passwordHash)
      : await verifyAgainstNobody(form.password);
    if (!user || !valid) {
      await limits.recordFailure(form.name, request.ip);
      await context.audit(request, {
        actor: form.name,
        action: 'sign-in-failed',
        subject: form.name,
        detail: { reason: user ? 'wrong password' : 'unknown name' },
      });
      return refuse(request, reply, 401, 'sign-in-refused', REFUSED, form.name);
    }
    await limits.succeeded(user.name);
    const id = await context.sessions.begin(user.name);
    await context.audit(request, { actor: user.name, action: 'sign-in', subject: user.name });
    void reply
      .setCookie(cookieName(request, SESSION_COOKIE), id, cookieOptions(request))
      .clearCookie(cookieName(request, FORM_COOKIE), cookieOptions(request, { sameSite: 'strict' }))
      .header('Cache-Control', 'no-store');
    if (!wantsJson(request)) {
      const opened = form.page ? `${editorPath}?page=${form.page}` : editorPath;
      return reply.redirect(opened, 303);
    }
    const signedIn = await context.sessions.resolve(id);
    return { name: user.name, role: user.role, csrfToken: signedIn?.csrfToken };
  });

  app.post('/editor/sign-out', async (request, reply) => {
    const crossSite = crossSiteReason(request);
    if (crossSite) return refuse(request, reply, 403, 'cross-site', `Refused: ${crossSite}.`);
    const user = request.editor;
    const body = parseInput(signOutSchema, request.body, 'body');
    const header = request.headers[CSRF_HEADER];
    const token = typeof header === 'string' ? header : body?._csrf;
    if (user && !context.sessions.isCsrfToken(token, user)) {
      return refuse(
        request,
        reply,
        403,
        'csrf',
        'The sign-out had no valid token. Use the Sign out button.',
      );
    }
    if (user) {
      await context.sessions.end(user);
      await context.audit(request, { action: 'sign-out', subject: user.name });
    }
    void reply
      .clearCookie(cookieName(request, SESSION_COOKIE), cookieOptions(request))
      .header('Cache-Control', 'no-store');
    return wantsJson(request) ? reply.code(204).send() : reply.redirect(editorPath, 303);
  });
}
