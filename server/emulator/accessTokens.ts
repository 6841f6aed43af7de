import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRenderRead } from '../http/inProcess';
import { sendPlatformError } from '../http/platformErrors';

/** The Connect API's paths, under the base path: the routes a token guards. */
const CONNECT_API_PREFIX = '/services/data/';
const BEARER = /^Bearer (\S+)$/;

/** The platform's answer to a request with no valid session or token. */
const INVALID_SESSION = { errorCode: 'INVALID_SESSION_ID', message: 'Session expired or invalid' };

/**
 * The site's own reads pass as its guest session would: a page render's reads in process, and
 * its pages' requests from the site's origin (browsers say so in `Sec-Fetch-Site`).
 */
function isSiteOwnRead(request: FastifyRequest): boolean {
  return isRenderRead(request) || request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * Whether the request is for a Connect API route: by the route it matched, as the router
 * decoded its path (`/%73ervices/data/…` reaches the same handler), else by its path as sent.
 */
function isGuarded(request: FastifyRequest, guarded: string): boolean {
  return (request.routeOptions.url ?? request.url).startsWith(guarded);
}

function bearerTokenOf(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Requires one of `tokens` as `Authorization: Bearer …` on the Connect API routes, as a real org
 * does (`EMULATOR_ACCESS_TOKENS`); a request without one gets 401 with the platform's body. No
 * tokens: nothing is required.
 */
export function requireAccessTokens(
  api: FastifyInstance,
  options: { basePath: string; tokens: readonly string[] },
): void {
  if (options.tokens.length === 0) return;
  const accepted = new Set(options.tokens);
  const guarded = `${options.basePath}${CONNECT_API_PREFIX}`;
  api.addHook('onRequest', async (request, reply) => {
    // A preflight carries no credentials: CORS answers it.
    if (request.method === 'OPTIONS' || !isGuarded(request, guarded)) return undefined;
    if (isSiteOwnRead(request)) return undefined;
    const token = bearerTokenOf(request);
    if (token !== undefined && accepted.has(token)) return undefined;
    return sendPlatformError(reply, 401, INVALID_SESSION.errorCode, INVALID_SESSION.message);
  });
}
