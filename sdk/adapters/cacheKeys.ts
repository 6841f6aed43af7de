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

/**
 * One flat string of the parts. A template literal builds a tree of partial strings (a rope),
 * which a key kept for an entry's life would hold whole.
 */
function flatKey(...parts: string[]): string {
  return parts.join('');
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
  return flatKey(
    'cms::content:',
    encoded(channelOrSiteId),
    ':',
    encoded(contentKeyOrId),
    parameters === '' ? '' : '?',
    parameters,
  );
}

export function contentsCacheKey(channelOrSiteId: string, query: Record<string, string>): string {
  return flatKey(
    'cms::contents:',
    encoded(channelOrSiteId),
    ':',
    new URLSearchParams(query).toString(),
  );
}

export function seoCacheKey(
  communityId: string,
  recordId: string,
  fields: readonly string[],
): string {
  const sorted = [...fields].sort().join(',');
  return flatKey(
    'experience::SeoProperties:',
    encoded(communityId),
    ':',
    encoded(recordId),
    ':',
    sorted,
  );
}

export function apexCacheKey(
  apexClass: string,
  apexMethod: string,
  isContinuation: boolean,
  methodParams: unknown,
): string {
  const params = methodParams === undefined ? '' : stableStringify(methodParams);
  return flatKey(
    'apex::',
    apexClass.replace('__', ':'),
    ':',
    apexMethod,
    ':',
    String(isContinuation),
    ':',
    params,
  );
}
