import type { FastifyPluginCallback } from 'fastify';
import {
  pageAlternates,
  recordIdPattern,
  sameRecordId,
  type SeoRecord,
  type SiteContent,
  type SitePage,
} from '../../../content-model';
import { invalidId, JSON_CONTENT_TYPE, notFound } from '../../http/platformErrors';
import { languageParam, singleParam, type Query } from '../cmsDelivery/queryParams';
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

/** The page a record's SEO properties are of: a view (by url alias or id), or an article. */
function pageOfRecord(store: SiteContent, recordId: string): SitePage | undefined {
  const view = store.views.find((each) => each.urlAlias === recordId || each.id === recordId);
  if (view) return { kind: 'view', viewId: view.id, route: view.route };
  const document = store.findDocument(recordId);
  return document?.contentType.fullyQualifiedName === 'sfdc_cms__news'
    ? { kind: 'article', document }
    : undefined;
}

/** A news document as a record: its title and excerpt are its SEO fields. */
function articleRecord(
  store: SiteContent,
  recordId: string,
  language?: string,
): SeoRecord | undefined {
  const doc = store.findDocument(recordId, language);
  if (doc?.content.type !== 'sfdc_cms__news') return undefined;
  return {
    recordId,
    recordName: doc.title,
    objectName: 'ManagedContent',
    fields: { Title: doc.title, Description: doc.content.body.excerpt },
    hrefLangUrls: {},
    isSeoIndexed: true,
  };
}

/**
 * Where the page is served: each site language's url (`''` where it is not), and the canonical
 * url, the page's own in the language asked when it is served in it, else the default's.
 */
function languageUrls(
  store: SiteContent,
  page: SitePage,
  language: string | undefined,
  basePath: string,
): Pick<SeoRecord, 'hrefLangUrls' | 'canonicalUrl'> {
  const alternates = pageAlternates(store, page, basePath);
  const hrefLangUrls = Object.fromEntries(
    store.site.languages.map((each) => [
      each,
      alternates.find((alternate) => alternate.language === each)?.url ?? '',
    ]),
  );
  const own = alternates.find((alternate) => alternate.language === language);
  return { hrefLangUrls, canonicalUrl: (own ?? alternates[0])?.url };
}

/**
 * SEO properties of a record (or url alias, as `about`) for the site's `0DB` community id.
 * `title`, `description` and head tags are the SEO assistant's inputs, not response fields.
 * With `language`, the fields come translated (along its fallback chain); the alternates and the
 * canonical url of a site page follow the languages it is really served in.
 */
export const seoRoutes: FastifyPluginCallback<{ basePath: string }> = (app, options, done) => {
  app.get<{ Params: SeoParams; Querystring: Query }>(
    '/services/data/:apiVersion/connect/communities/:communityId/seo/properties/:recordId',
    async (request, reply) => {
      const { apiVersion, communityId, recordId } = request.params;
      const store = request.content;
      if (!isSupportedApiVersion(apiVersion)) throw notFound();
      if (!COMMUNITY_ID.test(communityId)) throw invalidId(communityId);
      if (!sameRecordId(communityId, store.site.communityId)) throw notFound();
      const language = languageParam(request.query);
      const found =
        store.findSeoRecord(recordId, language) ?? articleRecord(store, recordId, language);
      if (!found) throw notFound();
      const page = pageOfRecord(store, recordId);
      const record = page
        ? { ...found, ...languageUrls(store, page, language, options.basePath) }
        : found;
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
