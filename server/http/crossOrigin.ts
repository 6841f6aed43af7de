import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * The headers the SDK sends: a POST's content type, the server-method continuation flag, a bearer
 * token, and Connect's switch for its entity encoding.
 */
const ALLOWED_HEADERS = [
  'Content-Type',
  'X-SFDC-Allow-Continuation',
  'Authorization',
  'X-Chatter-Entity-Encoding',
];
const PREFLIGHT_MAX_AGE_S = 600;

/** Where the APIs are, under the base path: a preflight for any other path (a page) is refused. */
const API_PATHS = ['/services/data/', '/lwr/apex/', '/sfsites/c/cms/delivery/media/', '/emulator/'];

/**
 * CORS for the platform's APIs, as the platform's CORS allowlist does: a request from a listed
 * origin gets `Access-Control-Allow-Origin` (its own origin) and `Access-Control-Allow-Credentials`,
 * preflights included; any other origin gets no CORS header, and its preflight is refused (404), so
 * the browser keeps the response from it. With no origin listed nothing is registered. Responses
 * vary by `Origin`, so a shared cache never hands one origin's response to another. Pages never
 * carry CORS headers: their preflights are refused too.
 */
export async function allowListedOrigins(
  app: FastifyInstance,
  options: { origins: readonly string[]; basePath: string },
): Promise<void> {
  if (options.origins.length === 0) return;
  const listed = new Set(options.origins);
  const apiPaths = API_PATHS.map((apiPath) => `${options.basePath}${apiPath}`);
  await app.register(fastifyCors, {
    delegator: (request, callback) => {
      const { origin } = request.headers;
      const isApi = apiPaths.some((apiPath) => request.url.startsWith(apiPath));
      if (origin === undefined || !listed.has(origin) || !isApi) {
        callback(null, { origin: false });
        return;
      }
      callback(null, {
        origin,
        credentials: true,
        methods: ['GET', 'HEAD', 'POST'],
        allowedHeaders: ALLOWED_HEADERS,
        maxAge: PREFLIGHT_MAX_AGE_S,
      });
    },
  });
  // Routes that set their own Vary (pictures vary by Accept) must keep Origin in it.
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/(^|,)\s*origin\s*(,|$)/i.test(vary))
      reply.header('Vary', vary ? `${vary}, Origin` : 'Origin');
    return payload;
  });
}
