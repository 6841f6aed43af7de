import type { FastifyPluginCallback } from 'fastify';
import { CONTENT_KEY_PATTERN, isCurrentVersion, VERSION_PARAMETER } from '../../../content-model';
import { etagMatches } from '../../http/etag';
import {
  errorCodeForStatus,
  illegalParameter,
  notFound,
  sendPlatformError,
  truncate,
} from '../../http/platformErrors';
import { singleParam, type Query } from '../cmsDelivery/queryParams';
import { fallbackFormat, negotiateFormat, OUTPUT_MIME } from './negotiate';
import type { Rendition } from './renditionCache';
import type { Renditions } from './renditions';
import { isOriginal, renditionWidth } from './resize';
import { QueueFullError } from '../../ops/boundedQueue';

interface MediaOptions {
  renditions: Renditions;
}

/** A URL whose `version` names the current original never changes: any cache keeps it. */
const VERSIONED_MEDIA_CACHE = 'public, max-age=31536000, immutable';
/**
 * A URL without the current `version` (none, an old one, a real org's) answers whatever the
 * original is now: caches revalidate it every time (a 304 by its ETag) and never share it.
 */
const UNVERSIONED_MEDIA_CACHE = 'public, no-cache';

/** The `version` a request names, when it names one (a repeated one names none). */
function requestedVersion(query: Query): string | undefined {
  const value = query[VERSION_PARAMETER];
  return typeof value === 'string' ? value : undefined;
}

/** What a 503 asks the client to wait before trying again, in seconds. */
const BUSY_RETRY_AFTER_SECONDS = 2;
const BUSY_MESSAGE = 'The server is busy resizing images. Please try again later.';

function requestedWidth(query: Query): number | undefined {
  const raw = singleParam(query, 'width');
  if (raw === undefined) return undefined;
  if (!/^\d{1,6}$/.test(raw)) {
    throw illegalParameter(
      `Invalid value '${truncate(raw)}' for parameter 'width': enter a whole number of pixels.`,
    );
  }
  return Number(raw);
}

/**
 * Media by content key. Only keys of image documents are served: the path never reaches the
 * file system. `version` decides the caching: the original's current version (its content hash, see
 * mediaVersion.ts) is `immutable`, anything else is answered the current bytes with `no-cache`.
 * `channelId`, `oid` and `height` are accepted and ignored. The format
 * follows `Accept` (AVIF, else WebP, else the original's when browsers show it, else JPEG or PNG),
 * so every response says `Vary: Accept`;
 * each width (snapped to a rendition width) and format is its own rendition with its own ETag.
 * A resize that cannot even queue is a 503 with `Retry-After`; HEAD never resizes.
 */
export const mediaRoutes: FastifyPluginCallback<MediaOptions> = (app, options, done) => {
  const { renditions } = options;

  // HEAD is a route of its own: Fastify's automatic one would say `Content-Length: 0` for a
  // response sent without a body.
  app.route<{ Params: { contentKey: string }; Querystring: Query }>({
    method: ['GET', 'HEAD'],
    url: '/sfsites/c/cms/delivery/media/:contentKey',
    handler: async (request, reply) => {
      const { contentKey } = request.params;
      const original = CONTENT_KEY_PATTERN.test(contentKey)
        ? request.content.findMedia(contentKey)
        : undefined;
      if (!original) throw notFound();
      const wanted = requestedWidth(request.query);
      const width = wanted === undefined ? original.width : renditionWidth(wanted, original);
      const format = negotiateFormat(request.headers.accept, fallbackFormat(original));
      let served: Rendition | undefined;
      if (isOriginal(original, width, format)) served = original;
      else if (request.method === 'HEAD') served = await renditions.cached(original, width, format);
      else {
        try {
          served = await renditions.get(original, width, format);
        } catch (error) {
          if (!(error instanceof QueueFullError)) throw error;
          reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
          return sendPlatformError(reply, 503, errorCodeForStatus(503), BUSY_MESSAGE);
        }
      }
      const current = isCurrentVersion(requestedVersion(request.query), original);
      reply
        .header('Cache-Control', current ? VERSIONED_MEDIA_CACHE : UNVERSIONED_MEDIA_CACHE)
        .header('Vary', 'Accept')
        .type(OUTPUT_MIME[format]);
      // HEAD for a rendition no cache holds: what is known without resizing (no ETag, no length).
      if (!served) return reply.send();
      reply.header('ETag', served.etag);
      if (etagMatches(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
      return reply.send(served.bytes);
    },
  });
  done();
};
