import type { FastifyPluginCallback } from 'fastify';
import type { SeoRecord } from '../../content';
import { recordIdPattern, sameRecordId } from '../../content/schemas/ids';
import { invalidId, JSON_CONTENT_TYPE, notFound } from '../../http/platformErrors';
import { singleParam, type Query } from '../cmsDelivery/queryParams';
import { isSupportedApiVersion, JSON_CACHE_CONTROL } from '../apiVersion';

interface SeoParams {
  apiVersion: string;
  communityId: string;
  recordId: string;
}

const COMMUNITY_ID = recordIdPattern('0DB');

/** Only the requested fields, in the order asked; fields the record lacks are left out. */
function pickFields(record: SeoRecord, requested: string | undefined): Record<string, string> {
  const names = (requested ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const picked: Record<string, string> = {};
  for (const name of names) {
    if (Object.hasOwn(record.fields, name)) picked[name] = record.fields[name] ?? '';
  }
  return picked;
}

/**
 * SEO properties of a record (or url alias, as `about`) for the site's `0DB` community id.
 * `title`, `description` and head tags are the SEO assistant's inputs, not response fields.
 */
export const seoRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Params: SeoParams; Querystring: Query }>(
    '/services/data/:apiVersion/connect/communities/:communityId/seo/properties/:recordId',
    async (request, reply) => {
      const { apiVersion, communityId, recordId } = request.params;
      const store = request.content;
      if (!isSupportedApiVersion(apiVersion)) throw notFound();
      if (!COMMUNITY_ID.test(communityId)) throw invalidId(communityId);
      if (!sameRecordId(communityId, store.site.communityId)) throw notFound();
      const record = store.findSeoRecord(recordId);
      if (!record) throw notFound();
      const body = {
        recordId,
        recordName: record.recordName,
        objectName: record.objectName,
        fields: pickFields(record, singleParam(request.query, 'fields')),
        ...(record.complexFields ? { complexFields: record.complexFields } : {}),
        hrefLangUrls: record.hrefLangUrls,
        ...(record.canonicalUrl === undefined ? {} : { canonicalUrl: record.canonicalUrl }),
        isSeoIndexed: record.isSeoIndexed,
      };
      return reply
        .type(JSON_CONTENT_TYPE)
        .header('Cache-Control', JSON_CACHE_CONTROL)
        .send(JSON.stringify(body));
    },
  );
  done();
};
