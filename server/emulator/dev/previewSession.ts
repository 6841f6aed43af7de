import { randomBytes } from 'node:crypto';
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/** Set by the preview sign-in: the current-user method then answers as the preview user. */
export const PREVIEW_COOKIE = 'preview_user';

/** How long a preview sign-in lasts, in seconds. */
export const PREVIEW_SESSION_SECONDS = 8 * 60 * 60;

/** Allowed drift between the clock that signed a cookie and this one (several instances), in s. */
export const CLOCK_SKEW_SECONDS = 60;

/** A preview session as its cookie names it. */
export interface PreviewSession {
  /** Random, 22 characters of base64url: what a sign-out revokes. */
  id: string;
  /** When it was issued, in whole seconds since the epoch. */
  issuedAt: number;
}

/** `{issued seconds}.{session id}`, signed: the id lets a sign-out revoke this very session. */
const SESSION_VALUE = /^(\d{1,12})\.([\w-]{22})$/;

/** The cookie's value before signing: when it was issued, and a new random session id. */
export function previewSessionValue(nowMs: number): string {
  return `${String(Math.floor(nowMs / 1000))}.${randomBytes(16).toString('base64url')}`;
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
 * The session of a preview cookie signed with `secret` and issued within the last
 * `PREVIEW_SESSION_SECONDS`, else undefined. Read from the raw header, so it can be decided as the
 * request arrives, before any other hook. Whether it was revoked since is `RevokedSessions`' say.
 */
export function previewSessionOf(
  cookieHeader: string | undefined,
  secret: string,
  nowMs = Date.now(),
): PreviewSession | undefined {
  if (cookieHeader === undefined) return undefined;
  const cookie = fastifyCookie.parse(cookieHeader)[PREVIEW_COOKIE];
  if (cookie === undefined) return undefined;
  const { valid, value } = fastifyCookie.unsign(cookie, secret);
  const parts = valid ? SESSION_VALUE.exec(value) : null;
  if (!parts?.[1] || !parts[2]) return undefined;
  const issuedAt = Number(parts[1]);
  const age = nowMs / 1000 - issuedAt;
  if (age < -CLOCK_SKEW_SECONDS || age >= PREVIEW_SESSION_SECONDS) return undefined;
  return { id: parts[2], issuedAt };
}
