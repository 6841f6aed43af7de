import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendTryLaterPage } from '../../http/statusPage';

/** How many sign-in (or sign-out) posts one client address may make in a window. */
export interface SignInLimit {
  max: number;
  windowMs: number;
}

/** Ten a minute: more than a person signing in and out by hand ever needs. */
export const DEFAULT_SIGN_IN_LIMIT: SignInLimit = { max: 10, windowMs: 60_000 };

/** A post past the limit: answered 429 with `Retry-After` (seconds). */
class SignInLimitedError extends Error {
  readonly statusCode = 429;
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('too many preview sign-in attempts');
    this.name = 'SignInLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Adds `@fastify/rate-limit` to the sign-in's scope, for the routes that ask for it with
 * `signInLimitConfig`: counted per client address as the server sees it (the one the proxies
 * named by `TRUST_PROXY` report), in this instance's memory. A post past the limit is logged
 * and answered with the sign-in's own page style.
 */
export async function limitSignIns(
  app: FastifyInstance,
  limit: SignInLimit,
  basePath: string,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    max: limit.max,
    timeWindow: limit.windowMs,
    onExceeded: (request) => {
      request.log.warn(
        { remoteAddress: request.ip, limit: limit.max, windowMs: limit.windowMs },
        'preview sign-in rate limited',
      );
    },
    errorResponseBuilder: (_request, context) =>
      new SignInLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof SignInLimitedError)) throw error;
    return sendLimitedPage(reply, error, basePath);
  });
}

function sendLimitedPage(
  reply: FastifyReply,
  error: SignInLimitedError,
  basePath: string,
): FastifyReply {
  const seconds = error.retryAfterSeconds;
  return sendTryLaterPage(reply, {
    status: 429,
    retryAfterSeconds: seconds,
    title: 'Too many attempts',
    message: `Too many sign-in attempts from this address. Try again in ${String(seconds)} seconds.`,
    basePath,
  });
}

/** The route options that put a route under the limit (registered by `limitSignIns`). */
export const LIMITED_ROUTE = { config: { rateLimit: {} } };
