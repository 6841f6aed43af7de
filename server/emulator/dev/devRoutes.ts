import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HOME_ROUTE } from '../../../shared/pageRoutes';
import { renderStatusPage } from '../../http/statusPage';
import {
  PREVIEW_COOKIE,
  PREVIEW_SESSION_SECONDS,
  previewSessionValue,
  sessionCookieOptions,
} from './previewSession';
import type { RevokedSessions } from './revokedSessions';
import { LIMITED_ROUTE, limitSignIns, type SignInLimit } from './signInLimit';
import { renderSignInPage } from './signInPage';

/** The sign-in form's token, also held by the visitor in this cookie (double submit). */
const FORM_TOKEN_COOKIE = 'preview_form';
const FORM_TOKEN_SECONDS = 60 * 60;
const FORM_BODY_LIMIT = 1024;

const formSchema = z.object({ token: z.string().min(1).max(200) });

export interface PreviewSignInOptions {
  basePath: string;
  /** Where a sign-out is recorded, for every instance sharing it. */
  revoked: RevokedSessions;
  /** Posts per client address and window. */
  signInLimit: SignInLimit;
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Why a sign-in or sign-out POST is refused, or undefined when it may go on: it must come from a
 * page of this origin (`Sec-Fetch-Site` and `Origin`, when the browser sends them) and carry the
 * token of the visitor's own form cookie.
 */
function refusal(request: FastifyRequest): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return 'the form came from another site';
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
    return 'the form came from another origin';
  }
  const form = formSchema.safeParse(request.body);
  if (!form.success) return 'the form has no token';
  const cookie = request.cookies[FORM_TOKEN_COOKIE];
  const held = cookie === undefined ? undefined : request.unsignCookie(cookie);
  if (!held?.valid) return 'the form token cookie is missing or forged';
  return sameToken(held.value, form.data.token) ? undefined : 'the form token does not match';
}

/**
 * The preview sign-in, registered only when it is turned on (never in production), in a scope
 * with `@fastify/cookie` (its only reader of cookies but the session check, which needs no plugin):
 * `GET {base}/dev/sign-in` shows a form, and its POST to `{base}/dev/sign-in` or
 * `{base}/dev/sign-out` sets or clears a signed session cookie, then goes to the About page. A
 * sign-out also revokes the session, so the old cookie counts for nothing on any instance; both
 * posts are rate limited per client address.
 */
export const devRoutes: FastifyPluginAsync<PreviewSignInOptions> = async (app, options) => {
  const { basePath, revoked } = options;
  const cookiePath = basePath || '/';
  const formPath = `${basePath}/dev/`;
  const home = `${basePath}${HOME_ROUTE}`;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
    request.log.info({ reason }, 'preview sign-in refused');
    return reply
      .code(403)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        renderStatusPage({
          title: 'Sign-in refused',
          message: `The request was refused: ${reason}. Open the sign-in page again and use its button.`,
          basePath,
        }),
      );
  };

  app.get('/dev/sign-in', async (request, reply) => {
    const token = randomBytes(24).toString('base64url');
    return reply
      .setCookie(
        FORM_TOKEN_COOKIE,
        token,
        sessionCookieOptions(request, formPath, FORM_TOKEN_SECONDS),
      )
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderSignInPage({
          basePath,
          signedIn: request.previewSignedIn,
          token,
          previewUserName: request.content.site.previewUser.name,
        }),
      );
  });

  await limitSignIns(app, options.signInLimit, basePath);

  app.post('/dev/sign-in', LIMITED_ROUTE, async (request, reply) => {
    const reason = refusal(request);
    if (reason !== undefined) return refuse(request, reply, reason);
    return reply
      .setCookie(
        PREVIEW_COOKIE,
        previewSessionValue(Date.now()),
        sessionCookieOptions(request, cookiePath, PREVIEW_SESSION_SECONDS),
      )
      .header('Cache-Control', 'no-store')
      .redirect(home, 303);
  });

  app.post('/dev/sign-out', LIMITED_ROUTE, async (request, reply) => {
    const reason = refusal(request);
    if (reason !== undefined) return refuse(request, reply, reason);
    if (request.previewSession) await revoked.revoke(request.previewSession);
    return reply
      .clearCookie(PREVIEW_COOKIE, sessionCookieOptions(request, cookiePath, 0))
      .header('Cache-Control', 'no-store')
      .redirect(home, 303);
  });
};
