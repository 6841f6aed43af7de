import { stableStringify } from './stableStringify.js';

// What `encodeURIComponent` leaves as it is.
const URI_COMPONENT_SAFE = /^[\w.!~*'()-]*$/;

/**
 * `encodeURIComponent`, without the copy it makes of a string it leaves as it is: a key holds the
 * caller's id itself, not a duplicate, for as long as its entry lives.
 */
function encoded(id: string): string {
  return URI_COMPONENT_SAFE.test(id) ? id : encodeURIComponent(id);
}

let lastContentPrefix = { channelOrSiteId: '', prefix: 'cms::content::' };

/**
 * `cms::content:{site}:`, one string for every key of the last site read: a key then holds that
 * string and the document's id, not a tree of four strings of its own, for its entry's life.
 */
function contentKeyPrefix(channelOrSiteId: string): string {
  if (lastContentPrefix.channelOrSiteId !== channelOrSiteId) {
    const prefix = ['cms::content:', encoded(channelOrSiteId), ':'].join('');
    lastContentPrefix = { channelOrSiteId, prefix };
  }
  return lastContentPrefix.prefix;
}

/**
 * The cache key of each adapter call, so observers can `subscribe` to what a call stores. Ids are
 * URL-encoded so that no two configs share a key.
 */
export function contentCacheKey(
  channelOrSiteId: string,
  contentKeyOrId: string,
  query?: Record<string, string>,
): string {
  // The delivery parameters (a language, say) name another response: another key.
  const parameters = query === undefined ? '' : new URLSearchParams(query).toString();
  const key = contentKeyPrefix(channelOrSiteId) + encoded(contentKeyOrId);
  return parameters === '' ? key : `${key}?${parameters}`;
}

export function contentsCacheKey(channelOrSiteId: string, query: Record<string, string>): string {
  return `cms::contents:${encoded(channelOrSiteId)}:${new URLSearchParams(query).toString()}`;
}

/** The platform's key; a language, when asked, follows it (the default language's keys stay). */
export function seoCacheKey(
  communityId: string,
  recordId: string,
  fields: readonly string[],
  language?: string,
): string {
  const sorted = [...fields].sort().join(',');
  const key = `experience::SeoProperties:${encoded(communityId)}:${encoded(recordId)}:${sorted}`;
  return language === undefined ? key : `${key}:${encoded(language)}`;
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
