import { stableStringify } from './stableStringify.js';

/**
 * The cache key of each adapter call, so observers can `subscribe` to what a call stores. Ids are
 * URL-encoded so that no two configs share a key.
 */
export function contentCacheKey(
  channelOrSiteId: string,
  contentKeyOrId: string,
  query?: Record<string, string>,
): string {
  const key = `cms::content:${encodeURIComponent(channelOrSiteId)}:${encodeURIComponent(contentKeyOrId)}`;
  // The delivery parameters (a language, say) name another response: another key.
  const parameters = query === undefined ? '' : new URLSearchParams(query).toString();
  return parameters === '' ? key : `${key}?${parameters}`;
}

export function contentsCacheKey(channelOrSiteId: string, query: Record<string, string>): string {
  return `cms::contents:${encodeURIComponent(channelOrSiteId)}:${new URLSearchParams(query).toString()}`;
}

export function seoCacheKey(
  communityId: string,
  recordId: string,
  fields: readonly string[],
): string {
  const sorted = [...fields].sort().join(',');
  return `experience::SeoProperties:${encodeURIComponent(communityId)}:${encodeURIComponent(recordId)}:${sorted}`;
}

export function apexCacheKey(
  apexClass: string,
  apexMethod: string,
  isContinuation: boolean,
  methodParams: unknown,
): string {
  const params = methodParams === undefined ? '' : stableStringify(methodParams);
  return `apex::${apexClass.replace('__', ':')}:${apexMethod}:${String(isContinuation)}:${params}`;
}
