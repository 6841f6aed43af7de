import type { Reader } from '../cache/index.js';
import type { SeoProperties } from '../documents/index.js';
import {
  all,
  arrayOf,
  matches,
  object,
  onlyKeys,
  optional,
  string,
  test,
} from '../checks/index.js';
import { invalidConfigError } from '../fetch/index.js';
import { isLocale } from '../links/identifiers.js';
import type { AdapterContext } from './adapterContext.js';
import { callError, contextOf, readThroughCache, readerOf, urlOf } from './adapterContext.js';
import { seoCacheKey } from './cacheKeys.js';
import type { Sdk } from './createSdk.js';
import type { RequestOptions } from './requestOptions.js';
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
  /**
   * The language of the fields and canonical url, in the platform's locale form (`fr_FR`): the
   * page's language on a site that serves several. Part of the cache key.
   */
  language?: string;
}

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
    language: optional(test(isLocale, "The 'language' parameter is invalid")),
  }),
  onlyKeys(
    ['apiVersion', 'communityId', 'recordId', 'fields', 'language'],
    (keys) => `The '${keys.join("', '")}' parameter is not supported.`,
  ),
);

function seoQuery(
  fields: readonly string[],
  language: string | undefined,
): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  if (fields.length > 0) query.fields = fields.join(',');
  if (language !== undefined) query.language = language;
  return Object.keys(query).length > 0 ? query : undefined;
}

function seoReader(context: AdapterContext): Reader<GetSeoPropertiesConfig> {
  return {
    adapter: 'getSeoProperties',
    ttl: SEO_TTL_MS,
    requestOf: ({ apiVersion, communityId, recordId, fields = [], language }) => ({
      url: urlOf(
        context,
        `/services/data/${apiVersion}/connect/communities/${encodeURIComponent(communityId)}/seo/properties/${encodeURIComponent(recordId)}`,
      ),
      query: seoQuery(fields, language),
    }),
  };
}

/** The key of a valid config. */
function keyOf({ communityId, recordId, fields = [], language }: GetSeoPropertiesConfig): string {
  return seoCacheKey(communityId, recordId, fields, language);
}

/**
 * The cache key `getSeoProperties` stores `config` under, for `sdk.cache.get(key)` and
 * `subscribe(key, …)`. Throws the call's `INVALID_CONFIG` error when the config is invalid.
 */
export function seoPropertiesCacheKey(config: GetSeoPropertiesConfig): string {
  const problem = seoConfigCheck(config);
  if (problem) throw invalidConfigError(problem.message, config);
  return keyOf(config);
}

/**
 * The SEO properties of a record (`experience/seoPropertiesApi`), read through `sdk`'s cache:
 * cached 1 hour, keyed by community, record, sorted fields and language.
 */
export function getSeoProperties(
  sdk: Sdk,
  config: GetSeoPropertiesConfig,
  options?: RequestOptions,
): Promise<SeoProperties> {
  const context = contextOf(sdk);
  const error = callError(seoConfigCheck, config, options);
  if (error) return Promise.reject(error);
  return readThroughCache<SeoProperties>(
    context,
    readerOf(context, seoReader),
    keyOf(config),
    config,
    options,
  );
}
