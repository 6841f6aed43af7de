import { readWithPolicy } from '../cache/index.js';
import type { Reader } from '../cache/index.js';
import type { SeoProperties } from '../documents/index.js';
import { all, arrayOf, matches, object, onlyKeys, optional, string } from '../checks/index.js';
import { invalidConfigError } from '../fetch/index.js';
import type { AdapterContext } from './adapterContext.js';
import { urlOf } from './adapterContext.js';
import { seoCacheKey } from './cacheKeys.js';
import type { RequestOptions } from './requestOptions.js';
import { callLimitsOf, requestOptionsError } from './requestOptions.js';
import { API_VERSION_PATTERN } from './apiVersion.js';
import { SEO_TTL_MS } from './ttl.js';
import { configObject, requiredString } from './validation.js';

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
const seoConfigCheck = all(
  configObject(),
  object({
    apiVersion: all(
      requiredString('apiVersion'),
      matches(API_VERSION_PATTERN, "The 'apiVersion' parameter is invalid"),
    ),
    communityId: requiredString('communityId'),
    recordId: requiredString('recordId'),
    fields: optional(arrayOf(string, "The 'fields' parameter must be an array of field names.")),
  }),
  onlyKeys(
    ['apiVersion', 'communityId', 'recordId', 'fields'],
    (keys) => `The '${keys.join("', '")}' parameter is not supported.`,
  ),
);

/** The SEO properties of a record; cached 1 hour, keyed by community, record and sorted fields. */
export function createGetSeoProperties(context: AdapterContext): GetSeoProperties {
  const reader: Reader<GetSeoPropertiesConfig> = {
    adapter: 'getSeoProperties',
    ttl: SEO_TTL_MS,
    requestOf: ({ apiVersion, communityId, recordId, fields = [] }) => ({
      url: urlOf(
        context,
        `/services/data/${apiVersion}/connect/communities/${encodeURIComponent(communityId)}/seo/properties/${encodeURIComponent(recordId)}`,
      ),
      query: fields.length > 0 ? { fields: fields.join(',') } : undefined,
    }),
  };
  return (config, requestOptions) => {
    const problem = seoConfigCheck(config);
    if (problem) return Promise.reject(invalidConfigError(problem.message, config));
    const invalidOptions = requestOptionsError(requestOptions);
    if (invalidOptions) return Promise.reject(invalidOptions);
    const { communityId, recordId, fields = [] } = config;
    return readWithPolicy<SeoProperties>(
      {
        store: context.store,
        key: seoCacheKey(communityId, recordId, fields),
        reader,
        args: config,
        signal: requestOptions?.signal,
        limits: callLimitsOf(requestOptions),
      },
      requestOptions?.cachePolicy,
    );
  };
}
