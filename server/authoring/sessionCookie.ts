import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * The session cookie's name over plain HTTP (development and tests on loopback). Over TLS it is
 * `__Host-editor_session`: a browser then takes it only with `Secure`, `Path=/` and no domain, so
 * no other site on the domain can set or read it. No hyphen, so nginx can match it in
 * `$http_cookie` (deploy/nginx.conf) whichever of the two it is.
 */
export const SESSION_COOKIE = 'editor_session';

/** The sign-in form's own cookie: the nonce its token is made from (signed double submit). */
export const FORM_COOKIE = 'editor_form';

const HOST_PREFIX = '__Host-';

/** A Cookie header that names an editor's session or a preview link's cookie (not checked). */
export const namesEditorCookie = (cookieHeader: string) =>
  /(^|;)\s*(__Host-)?editor_(session|preview)=/.test(cookieHeader);

/** 32 random bytes: 43 characters of base64url. */
const ID_PATTERN = /^[\w-]{43}$/;

const overTls = (request: FastifyRequest) => request.protocol === 'https';

/** The cookie's name for this request: `__Host-` prefixed when it came over TLS. */
export const cookieName = (request: FastifyRequest, name: string) =>
  overTls(request) ? `${HOST_PREFIX}${name}` : name;

/** A new random id (a session's, a form's nonce). */
export const newRandomId = () => randomBytes(32).toString('base64url');

/** How a session is kept in the store: the id itself is only ever in the visitor's cookie. */
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * `HttpOnly` (no script reads it), `SameSite=Lax` (a link mailed to an author opens signed in; a
 * form of another site cannot post with it), `Secure` and `Path=/` over TLS for the `__Host-`
 * prefix; a session cookie with no `Max-Age` lives until the browser closes, the store ends it
 * after 2 h idle or 12 h.
 */
export function cookieOptions(
  request: FastifyRequest,
  options: { maxAgeSeconds?: number; sameSite?: 'lax' | 'strict' } = {},
): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: options.sameSite ?? 'lax',
    secure: overTls(request),
    ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds }),
  };
}

/** The random id held in the request's cookie `name` (by its name for this request), if well formed. */
export function cookieIdOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  const value = fastifyCookie.parse(header)[cookieName(request, name)];
  return value !== undefined && ID_PATTERN.test(value) ? value : undefined;
}

/** A token bound to `subject` (a session, a form's nonce) by the fleet's secret. */
export const tokenFor = (secret: Buffer, purpose: string, subject: string) =>
  createHmac('sha256', secret).update(`${purpose}:${subject}`).digest('base64url');

/** Whether `token` is the one `tokenFor` makes, compared in constant time. */
export function isTokenFor(
  token: string | undefined,
  secret: Buffer,
  purpose: string,
  subject: string,
): boolean {
  if (token === undefined) return false;
  const expected = Buffer.from(tokenFor(secret, purpose, subject));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
