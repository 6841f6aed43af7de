import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName, cookieOptions, isTokenFor, tokenFor } from './sessionCookie';
import fastifyCookie from '@fastify/cookie';
import { renderStatusPage } from '../http/statusPage';

/** The cookie a preview link sets: the link's token, so the reviewer browses the drafted site. */
const PREVIEW_COOKIE = 'editor_preview';

const PURPOSE = 'preview-link';

/** `<expiry in seconds since the epoch, base 36>.<signature>` */
const TOKEN = /^([0-9a-z]{1,10})\.([\w-]{43})$/;

/** A preview link's token, signed with the fleet's secret, good until `expiresAt`. */
export function previewToken(secret: Buffer, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${expiry}.${tokenFor(secret, PURPOSE, expiry)}`;
}

/** Seconds the token has left; undefined when it is forged, malformed or expired. */
function previewSecondsLeft(
  token: string | undefined,
  secret: Buffer,
  now = Date.now(),
): number | undefined {
  const parts = token === undefined ? null : TOKEN.exec(token);
  if (!parts?.[1] || !isTokenFor(parts[2], secret, PURPOSE, parts[1])) return undefined;
  const left = parseInt(parts[1], 36) - Math.floor(now / 1000);
  return left > 0 ? left : undefined;
}

/** Whether the request carries a preview link's cookie that is still good. */
export function hasPreviewCookie(request: FastifyRequest, secret: Buffer): boolean {
  const header = request.headers.cookie;
  if (header === undefined) return false;
  const token = fastifyCookie.parse(header)[cookieName(request, PREVIEW_COOKIE)];
  return previewSecondsLeft(token, secret) !== undefined;
}

/** Sets the preview cookie for as long as the link is good. */
function setPreviewCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  secondsLeft: number,
): FastifyReply {
  return reply.setCookie(
    cookieName(request, PREVIEW_COOKIE),
    token,
    cookieOptions(request, { maxAgeSeconds: secondsLeft }),
  );
}

/** Where a preview link may lead: a path of this site (never another origin). */
const isSitePath = (to: string, basePath: string) =>
  to.startsWith(`${basePath}/`) && !to.startsWith('//') && !to.includes('\\') && to.length <= 2000;

/**
 * `GET {base}/editor/preview/:token?to=/about`: a preview link. While good, it sets the preview
 * cookie and leads to the page; the reviewer then browses the drafted site, read-only (the
 * authoring API still needs a sign-in). Expired or forged: 410 or 404, a page saying so, and no
 * cookie.
 */
export function previewLinkHandler(secret: Buffer, basePath: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.params as { token: string };
    const { to } = request.query as { to?: string };
    void reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const left = previewSecondsLeft(token, secret);
    const target = typeof to === 'string' && isSitePath(to, basePath) ? to : `${basePath}/`;
    if (left === undefined) {
      const malformed = !TOKEN.test(token);
      const page = malformed
        ? { title: 'Not a preview link', message: 'This is not a preview link.' }
        : {
            title: 'Preview link expired',
            message: 'This preview link has expired (or was not made here). Ask for a new one.',
          };
      return reply
        .code(malformed ? 404 : 410)
        .type('text/html; charset=utf-8')
        .send(renderStatusPage({ ...page, basePath }));
    }
    return setPreviewCookie(request, reply, token, left).redirect(target, 303);
  };
}
