import type { FastifyPluginCallback } from 'fastify';
import type { ContentStore } from '../../content';
import { CONTENT_KEY_PATTERN } from '../../content/schemas/ids';
import { etagMatches } from '../../http/etag';
import { illegalParameter, notFound, truncate } from '../../http/platformErrors';
import { singleParam, type Query } from '../cmsDelivery/queryParams';
import { negotiateFormat, OUTPUT_MIME } from './negotiate';
import { RenditionCache } from './renditionCache';
import { isOriginal, render, renditionWidth } from './resize';

export interface MediaOptions {
  store: ContentStore;
  /** Memory for resized images, in bytes. */
  renditionCacheBytes: number;
}

export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

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
 * Media by content key. Only keys of image documents are served, from memory: the path never
 * reaches the file system. `version`, `channelId`, `oid` and `height` are accepted and ignored.
 * The format follows `Accept` (AVIF, else WebP, else the original's), so every answer says
 * `Vary: Accept`; each width and format is its own rendition with its own ETag.
 */
export const mediaRoutes: FastifyPluginCallback<MediaOptions> = (app, options, done) => {
  const { store } = options;
  const renditions = new RenditionCache(options.renditionCacheBytes);

  app.get<{ Params: { contentKey: string }; Querystring: Query }>(
    '/sfsites/c/cms/delivery/media/:contentKey',
    async (request, reply) => {
      const { contentKey } = request.params;
      const original = CONTENT_KEY_PATTERN.test(contentKey)
        ? store.findMedia(contentKey)
        : undefined;
      if (!original) throw notFound();
      const wanted = requestedWidth(request.query);
      const width = wanted === undefined ? original.width : renditionWidth(wanted, original);
      const format = negotiateFormat(request.headers.accept, original.format);
      // The original's ETag is in the key, so a changed file never gets its old renditions.
      const key = `${contentKey}:${original.etag}:${width}:${format}`;
      const served = isOriginal(original, width, format)
        ? original
        : await renditions.get(key, () => render(original, width, format));
      reply
        .header('Cache-Control', MEDIA_CACHE_CONTROL)
        .header('Vary', 'Accept')
        .header('ETag', served.etag)
        .type(OUTPUT_MIME[format]);
      if (etagMatches(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
      return reply.send(served.bytes);
    },
  );
  done();
};
