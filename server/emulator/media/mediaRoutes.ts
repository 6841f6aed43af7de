import type { FastifyPluginCallback } from 'fastify';
import type { ContentStore } from '../../content';
import { CONTENT_KEY_PATTERN } from '../../content/schemas/ids';
import { etagMatches } from '../../http/etag';
import { illegalParameter, notFound, truncate } from '../../http/platformErrors';
import { singleParam, type Query } from '../cmsDelivery/queryParams';
import { RenditionCache } from './renditionCache';
import { renditionWidth, resize } from './resize';

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
      const served =
        width === original.width
          ? original
          : await renditions.get(`${contentKey}:${width}`, () => resize(original, width));
      reply
        .header('Cache-Control', MEDIA_CACHE_CONTROL)
        .header('ETag', served.etag)
        .type(original.mimeType);
      if (etagMatches(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
      return reply.send(served.bytes);
    },
  );
  done();
};
