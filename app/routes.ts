import { isContentTypeName } from '../shared/contentPages';

/**
 * The site's pages: `recordId` is the About route's optional parameter (default empty); an
 * article is a managed-content page, `/{contentTypeName}[/{urlName}]/{contentKey}`.
 */
export type Route =
  | { page: 'about'; recordId: string }
  | { page: 'blocks' }
  | { page: 'article'; contentTypeName: string; contentKey: string }
  | { page: 'notFound' };

function stripBasePath(pathname: string, basePath: string): string | null {
  if (!basePath) return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : null;
}

/** Matches a location path (under the site base path) to a page. */
export function matchRoute(pathname: string, basePath: string): Route {
  const path = stripBasePath(pathname, basePath);
  if (path === null) return { page: 'notFound' };
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, ...rest] = segments;
  if (first === 'about' && rest.length === 0) return { page: 'about', recordId: second ?? '' };
  if (first === 'blocks' && second === undefined) return { page: 'blocks' };
  if (first !== undefined && second !== undefined && rest.length <= 1 && isContentTypeName(first)) {
    return { page: 'article', contentTypeName: first, contentKey: rest[0] ?? second };
  }
  return { page: 'notFound' };
}
