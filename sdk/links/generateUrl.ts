import { normalizeBasePath } from './basePath.js';
import type {
  PageReference,
  PageReferenceInput,
  PageState,
  RecordPageAttributes,
} from './pageReference.js';
import {
  HOME_PAGE_NAME,
  LIST_SEGMENT,
  RELATED_SEGMENT,
  SEARCH_SEGMENT,
  queryString,
  sitePath,
} from './urlParts.js';
import { validatePageReference } from './validatePageReference.js';

/** Options of `generateUrl` and `parseUrl`. */
export type SiteUrlOptions = {
  /** The site base path that prefixes every site URL, such as `/s`. Default `''`. */
  basePath?: string;
};

function recordSegments(attributes: RecordPageAttributes): string[] {
  if ('recordId' in attributes) return [attributes.objectApiName, attributes.recordId];
  if ('urlName' in attributes) return [attributes.objectApiName, attributes.urlName];
  return [attributes.objectApiName, ...attributes.urlPath.split('/')];
}

function pathOf(reference: PageReference, basePath: string): string {
  switch (reference.type) {
    case 'standard__webPage':
      return reference.attributes.url;
    case 'standard__managedContentPage': {
      const { contentTypeName, contentKey } = reference.attributes;
      return sitePath(basePath, [contentTypeName, contentKey]);
    }
    case 'standard__recordPage':
      return sitePath(basePath, recordSegments(reference.attributes));
    case 'standard__namedPage': {
      const { name } = reference.attributes;
      return sitePath(basePath, name.toLowerCase() === HOME_PAGE_NAME.toLowerCase() ? [] : [name]);
    }
    case 'standard__objectPage': {
      const { objectApiName } = reference.attributes;
      return sitePath(basePath, [objectApiName, LIST_SEGMENT, reference.state.filterName]);
    }
    case 'standard__recordRelationshipPage': {
      const { attributes } = reference;
      const record = 'recordId' in attributes ? attributes.recordId : attributes.urlName;
      const { objectApiName, relationshipApiName } = attributes;
      return sitePath(basePath, [objectApiName, RELATED_SEGMENT, record, relationshipApiName]);
    }
    case 'standard__search': {
      const term = reference.state?.term;
      return sitePath(basePath, term === undefined ? [SEARCH_SEGMENT] : [SEARCH_SEGMENT, term]);
    }
  }
}

function without(state: PageState, key: string): PageState {
  return Object.fromEntries(Object.entries(state).filter(([name]) => name !== key));
}

/** The state left for the query string once the path has taken its own parts. */
function queryState(reference: PageReference): PageState | undefined {
  switch (reference.type) {
    case 'standard__webPage':
      return undefined;
    case 'standard__objectPage':
      return without(reference.state, 'filterName');
    case 'standard__search':
      return reference.state && without(reference.state, 'term');
    default:
      return reference.state;
  }
}

/**
 * The URL of a page reference. Site pages are prefixed with the base path:
 *
 * | type | URL |
 * |---|---|
 * | standard__webPage | `url` as given (a valid link or shortcut link) |
 * | standard__namedPage | `{base}/` for Home, else `{base}/{name}` |
 * | standard__managedContentPage | `{base}/{contentTypeName}/{contentKey}` |
 * | standard__recordPage | `{base}/{objectApiName}/{recordId or urlName or urlPath}` |
 * | standard__objectPage | `{base}/{objectApiName}/list/{filterName}` |
 * | standard__recordRelationshipPage | `{base}/{objectApiName}/related/{recordId or urlName}/{relationshipApiName}` |
 * | standard__search | `{base}/global-search/{term}` (`{base}/global-search` without a term) |
 *
 * Other state parameters follow as a query string. Each segment is URI-encoded.
 * An unknown type is read as a web page. Throws a `PageReferenceError` naming the first missing
 * or invalid part, so a rejected `url` (such as `javascript:`) never becomes an address.
 */
export function generateUrl(reference: PageReferenceInput, options: SiteUrlOptions = {}): string {
  const canonical = validatePageReference(reference);
  const basePath = normalizeBasePath(options.basePath);
  return pathOf(canonical, basePath) + queryString(queryState(canonical));
}
