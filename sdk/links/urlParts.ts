import type { PageState } from './pageReference.js';

/** The first segment of a search page's path. */
export const SEARCH_SEGMENT = 'global-search';
/** The segment between an object name and a list view's filter name. */
export const LIST_SEGMENT = 'list';
/** The segment between an object name and a related list's record. */
export const RELATED_SEGMENT = 'related';
/** The named page the site root shows. */
export const HOME_PAGE_NAME = 'Home';

/** A site path from raw segments: each one URI-encoded, then prefixed with the base path. */
export function sitePath(basePath: string, segments: readonly string[]): string {
  return `${basePath}/${segments.map(encodeURIComponent).join('/')}`;
}

/** `?a=1&b=2` for the given state, or an empty string. */
export function queryString(state: PageState | undefined): string {
  if (state === undefined) return '';
  const query = new URLSearchParams(Object.entries(state)).toString();
  return query === '' ? '' : `?${query}`;
}

/** The state read back from a query string (without its `?`). */
export function stateFromQuery(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}

/** Decoded path segments, or `undefined` when one is not valid percent-encoding. */
export function decodeSegments(path: string): string[] | undefined {
  try {
    return path
      .split('/')
      .filter((segment) => segment !== '')
      .map(decodeURIComponent);
  } catch {
    return undefined;
  }
}
