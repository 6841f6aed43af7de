import { normalizeBasePath } from './basePath.js';
import { isHashLink, isShortcutLink, safeLink } from './linkValidation.js';
import type { PageReference, PageReferenceInput } from './pageReference.js';
import { PageReferenceError } from './pageReferenceError.js';
import { isContentKey, isRecordId } from './identifiers.js';
import { isCategoryObject, isKnowledgeObject, isProductObject } from './pageReferenceParts.js';
import {
  HOME_PAGE_NAME,
  LIST_SEGMENT,
  RELATED_SEGMENT,
  SEARCH_SEGMENT,
  decodeSegments,
  stateFromQuery,
} from './urlParts.js';
import { validatePageReference } from './validatePageReference.js';

/** Options of `parseUrl`. */
export type ParseUrlOptions = {
  /** The site base path, such as `/s`. Paths outside it are web pages. Default `''`. */
  basePath?: string;
  /**
   * The site's own origin, such as `https://www.example.com`. Absolute URLs on it are read as
   * site paths; other absolute URLs are web pages. Default: none (every absolute URL is a web page).
   */
  origin?: string;
};

type Draft = Omit<PageReferenceInput, 'state'> & { state?: Record<string, string> };

function twoSegmentPage(first: string, second: string): Draft | undefined {
  if (first === SEARCH_SEGMENT) return { type: 'standard__search', state: { term: second } };
  if (isContentKey(second)) {
    return {
      type: 'standard__managedContentPage',
      attributes: { contentTypeName: first, contentKey: second },
    };
  }
  if (isRecordId(second)) {
    return { type: 'standard__recordPage', attributes: { objectApiName: first, recordId: second } };
  }
  if (isKnowledgeObject(first) || isProductObject(first)) {
    return { type: 'standard__recordPage', attributes: { objectApiName: first, urlName: second } };
  }
  return undefined;
}

function relationshipPage(
  objectApiName: string,
  record: string,
  relationshipApiName: string,
): Draft {
  const key = isRecordId(record) || !isKnowledgeObject(objectApiName) ? 'recordId' : 'urlName';
  return {
    type: 'standard__recordRelationshipPage',
    attributes: { objectApiName, [key]: record, relationshipApiName },
  };
}

/** The page a list of decoded path segments addresses, by shape; `undefined` when none fits. */
function pageOf(segments: readonly string[]): Draft | undefined {
  const [first, second, third, fourth] = segments;
  if (first === undefined) {
    return { type: 'standard__namedPage', attributes: { name: HOME_PAGE_NAME } };
  }
  if (first === SEARCH_SEGMENT) {
    return { type: 'standard__search', state: { term: segments.slice(1).join('/') } };
  }
  if (second === undefined) return { type: 'standard__namedPage', attributes: { name: first } };
  if (third !== undefined && fourth === undefined && second === LIST_SEGMENT) {
    return {
      type: 'standard__objectPage',
      attributes: { objectApiName: first },
      state: { filterName: third },
    };
  }
  if (
    third !== undefined &&
    fourth !== undefined &&
    segments.length === 4 &&
    second === RELATED_SEGMENT
  ) {
    return relationshipPage(first, third, fourth);
  }
  if (isCategoryObject(first)) {
    return {
      type: 'standard__recordPage',
      attributes: { objectApiName: first, urlPath: segments.slice(1).join('/') },
    };
  }
  return third === undefined ? twoSegmentPage(first, second) : undefined;
}

/** The path (with query) of a same-origin absolute URL, else the link unchanged. */
function onSite(link: string, origin: string | undefined): string {
  if (origin === undefined || !/^https?:\/\//i.test(link)) return link;
  try {
    const url = new URL(link);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}` : link;
  } catch {
    return link;
  }
}

/** The path and the query string (without `?`) of a site-relative link; the hash is dropped. */
function splitPath(link: string): [string, string] {
  const hash = link.indexOf('#');
  const withoutHash = hash === -1 ? link : link.slice(0, hash);
  const mark = withoutHash.indexOf('?');
  return mark === -1
    ? [withoutHash, '']
    : [withoutHash.slice(0, mark), withoutHash.slice(mark + 1)];
}

function invalidUrl(): PageReferenceError {
  return new PageReferenceError('standard__webPage', 'attributes.url', 'invalid');
}

/**
 * The page reference a URL addresses: the inverse of `generateUrl` (same shapes, see there), so
 * `parseUrl(generateUrl(ref, o), o)` equals `validatePageReference(ref)`. Query parameters become
 * state; a hash after a site path is dropped. Absolute URLs of other origins, hash links,
 * shortcut links, paths outside the base path and site paths of no known shape are web pages.
 * A URL that is not a valid link (`javascript:`, `data:`, `http:` elsewhere, `//host`) throws a
 * `PageReferenceError` for `attributes.url`.
 */
export function parseUrl(url: string, options: ParseUrlOptions = {}): PageReference {
  const basePath = normalizeBasePath(options.basePath);
  const link = onSite(url.trim(), options.origin);
  const web = (): PageReference =>
    validatePageReference({ type: 'standard__webPage', attributes: { url: link } });
  if (safeLink(link) === undefined) throw invalidUrl();
  if (isHashLink(link) || isShortcutLink(link) || !link.startsWith('/')) return web();

  const [path, query] = splitPath(link);
  const inside = path === basePath || path.startsWith(`${basePath}/`);
  const segments = inside ? decodeSegments(path.slice(basePath.length)) : undefined;
  const draft = segments && pageOf(segments);
  if (draft === undefined) return web();
  try {
    return validatePageReference({ ...draft, state: { ...stateFromQuery(query), ...draft.state } });
  } catch {
    return web();
  }
}
