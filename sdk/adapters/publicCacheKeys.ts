import { ENGLISH_ISSUES, invalidConfigError } from '../fetch';
import type { ApexConfig } from './apex';
import { apexCacheKey, contentCacheKey, contentsCacheKey, seoCacheKey } from './cacheKeys';
import { contentsQuery, getContentsConfigSchema } from './contentConfig';
import type { GetContentConfig } from './getContent';
import type { GetContentsConfig } from './getContents';
import type { GetSeoPropertiesConfig } from './getSeoProperties';
import { firstIssueMessage } from './validation';

/**
 * The cache key each adapter call stores under, for `sdk.cache.get(key)` / `subscribe(key, …)`.
 * Non-cacheable server calls (`cacheable` false) have no entry.
 */
export const cacheKeys = {
  getContent: (config: GetContentConfig): string =>
    contentCacheKey(config.channelOrSiteId, config.contentKeyOrId),
  /** Throws the call's `INVALID_CONFIG` error when the config is invalid. */
  getContents: (config: GetContentsConfig): string => {
    const parsed = getContentsConfigSchema.safeParse(config, ENGLISH_ISSUES);
    if (!parsed.success) throw invalidConfigError(firstIssueMessage(parsed.error), config);
    return contentsCacheKey(parsed.data.channelOrSiteId, contentsQuery(parsed.data));
  },
  getSeoProperties: (
    config: Pick<GetSeoPropertiesConfig, 'communityId' | 'recordId' | 'fields'>,
  ): string => seoCacheKey(config.communityId, config.recordId, config.fields ?? []),
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
