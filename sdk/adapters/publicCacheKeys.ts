import { invalidConfigError } from '../fetch/index.js';
import type { ApexConfig } from './apex.js';
import { apexCacheKey, contentCacheKey, contentsCacheKey, seoCacheKey } from './cacheKeys.js';
import {
  contentQuery,
  contentsQuery,
  getContentConfigCheck,
  getContentsConfigCheck,
} from './contentConfig.js';
import type { GetContentConfig, GetContentsConfig } from './contentConfig.js';
import type { GetSeoPropertiesConfig } from './getSeoProperties.js';

/**
 * The cache key each adapter call stores under, for `sdk.cache.get(key)` / `subscribe(key, …)`.
 * Non-cacheable server calls (`cacheable` false) have no entry.
 */
export const cacheKeys = {
  /** Throws the call's `INVALID_CONFIG` error when the config is invalid. */
  getContent: (config: GetContentConfig): string => {
    const problem = getContentConfigCheck(config);
    if (problem) throw invalidConfigError(problem.message, config);
    return contentCacheKey(config.channelOrSiteId, config.contentKeyOrId, contentQuery(config));
  },
  /** Throws the call's `INVALID_CONFIG` error when the config is invalid. */
  getContents: (config: GetContentsConfig): string => {
    const problem = getContentsConfigCheck(config);
    if (problem) throw invalidConfigError(problem.message, config);
    return contentsCacheKey(config.channelOrSiteId, contentsQuery(config));
  },
  getSeoProperties: (
    config: Pick<GetSeoPropertiesConfig, 'communityId' | 'recordId' | 'fields' | 'language'>,
  ): string =>
    seoCacheKey(config.communityId, config.recordId, config.fields ?? [], config.language),
  apex: (
    config: Pick<ApexConfig, 'apexClass' | 'apexMethod' | 'methodParams' | 'isContinuation'>,
  ): string => {
    const params = config.methodParams;
    const hasParams = params !== undefined && Object.keys(params).length > 0;
    return apexCacheKey(
      config.apexClass,
      config.apexMethod,
      config.isContinuation ?? false,
      hasParams ? params : undefined,
    );
  },
};
