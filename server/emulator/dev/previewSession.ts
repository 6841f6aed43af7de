import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/** Set by the preview sign-in: the current-user method then answers as the preview user. */
export const PREVIEW_COOKIE = 'preview_user';

/** How long a preview sign-in lasts, in seconds. */
export const PREVIEW_SESSION_SECONDS = 8 * 60 * 60;

/** Allowed drift between the clock that signed a cookie and this one (several instances), in s. */
const CLOCK_SKEW_SECONDS = 60;

/** The cookie's value before signing: when it was issued, in whole seconds. */
export function previewSessionValue(nowMs: number): string {
  return String(Math.floor(nowMs / 1000));
}

/**
 * Cookie attributes for the preview session and the sign-in form's token: never readable by
 * scripts, never sent by another site (so its pages cannot act as the visitor), and `Secure`
 * when the visitor reached the site over https (directly or, with `TRUST_PROXY`, through a proxy).
 */
export function sessionCookieOptions(
  request: FastifyRequest,
  path: string,
  maxAgeSeconds: number,
): CookieSerializeOptions {
  return {
    path,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    signed: true,
    maxAge: maxAgeSeconds,
  };
}

/**
 * True when the `Cookie` header holds a preview cookie signed with `secret`, issued within the
 * last `PREVIEW_SESSION_SECONDS`. Read from the raw header, so it can be decided as the request
 * arrives, before any other hook.
 */
export function hasPreviewSession(
  cookieHeader: string | undefined,
  secret: string,
  nowMs = Date.now(),
): boolean {
  if (cookieHeader === undefined) return false;
  const cookie = fastifyCookie.parse(cookieHeader)[PREVIEW_COOKIE];
  if (cookie === undefined) return false;
  const { valid, value } = fastifyCookie.unsign(cookie, secret);
  if (!valid || !/^\d{1,12}$/.test(value)) return false;
  const age = nowMs / 1000 - Number(value);
  return age >= -CLOCK_SKEW_SECONDS && age < PREVIEW_SESSION_SECONDS;
}
