import { z } from 'zod/mini';
import { loadWithPolicy } from '../cache';
import type { SeoProperties } from '../documents';
import { ENGLISH_ISSUES, invalidConfigError } from '../fetch';
import type { AdapterContext } from './adapterContext';
import { jsonFetcher, urlOf } from './adapterContext';
import { seoCacheKey } from './cacheKeys';
import type { RequestOptions } from './requestOptions';
import { API_VERSION_PATTERN } from './apiVersion';
import { SEO_TTL_MS } from './ttl';
import { configObject, firstIssueMessage, requiredString } from './validation';

/** `getSeoProperties` config (`experience/seoPropertiesApi`). */
export interface GetSeoPropertiesConfig {
  /** API version in the path, e.g. the SDK's `API_VERSION`. */
  apiVersion: string;
  /** The community (network) id, `0DB…`, not the site id. */
  communityId: string;
  /** The record id, or the page's url alias. */
  recordId: string;
  /** Record fields to return; sent comma-joined when non-empty. */
  fields?: readonly string[];
}

export type GetSeoProperties = (
  config: GetSeoPropertiesConfig,
  options?: RequestOptions,
) => Promise<SeoProperties>;

// The platform's schema requires communityId and recordId and allows no other keys.
const seoConfigSchema = z.pipe(
  configObject(),
  z.strictObject(
    {
      apiVersion: z.pipe(
        requiredString('apiVersion'),
        z.string().check(z.regex(API_VERSION_PATTERN, "The 'apiVersion' parameter is invalid")),
      ),
      communityId: requiredString('communityId'),
      recordId: requiredString('recordId'),
      fields: z.optional(
        z.array(z.string(), "The 'fields' parameter must be an array of field names."),
      ),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `The '${issue.keys.join("', '")}' parameter is not supported.`
          : undefined,
    },
  ),
);

/** The SEO properties of a record; cached 1 hour, keyed by community, record and sorted fields. */
export function createGetSeoProperties(context: AdapterContext): GetSeoProperties {
  return (config, requestOptions) => {
    const parsed = seoConfigSchema.safeParse(config, ENGLISH_ISSUES);
    if (!parsed.success) {
      return Promise.reject(invalidConfigError(firstIssueMessage(parsed.error), config));
    }
    const { apiVersion, communityId, recordId, fields = [] } = parsed.data;
    const path = `/services/data/${apiVersion}/connect/communities/${encodeURIComponent(communityId)}/seo/properties/${encodeURIComponent(recordId)}`;
    return loadWithPolicy<SeoProperties>(
      context.store,
      {
        key: seoCacheKey(communityId, recordId, fields),
        ttl: SEO_TTL_MS,
        signal: requestOptions?.signal,
        fetcher: jsonFetcher(context, {
          url: urlOf(context, path),
          query: fields.length > 0 ? { fields: fields.join(',') } : undefined,
        }),
      },
      requestOptions?.cachePolicy,
    );
  };
}
