import { isContentTypeName } from './contentPages';

/** The article template's view id: every managed-content page renders it. */
export const ARTICLE_VIEW_ID = 'article';

/** The site's home page, the About page: where `/` sends visitors. */
export const HOME_ROUTE = '/about';

/** A page view's place in the site: `/{route}` and `/{route}/{recordId}` show it. */
export interface ViewRoute {
  id: string;
  /** One segment under the site base path, like `/about`. */
  route: string;
}

/**
 * A page of the site: a content view (its optional `recordId` is read by the SEO assistant), an
 * article (`/{contentTypeName}[/{urlName}]/{contentKey}`), or none.
 */
export type Route =
  | { page: 'view'; viewId: string; recordId: string }
  | { page: 'article'; contentTypeName: string; contentKey: string }
  | { page: 'notFound' };

function stripBasePath(pathname: string, basePath: string): string | null {
  if (!basePath) return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Matches a location path (under the site base path) to a page, given the site's views. */
export function matchRoute(pathname: string, basePath: string, views: readonly ViewRoute[]): Route {
  const path = stripBasePath(pathname, basePath);
  if (path === null) return { page: 'notFound' };
  const segments = path.split('/').filter(Boolean).map(decodeSegment);
  // A dot segment, plain or encoded, names no page (nor anything else the server answers).
  if (segments.some((segment) => segment === null || segment === '.' || segment === '..')) {
    return { page: 'notFound' };
  }
  const [first, second, ...rest] = segments as string[];
  const view = views.find(
    (candidate) => candidate.id !== ARTICLE_VIEW_ID && candidate.route === `/${first ?? ''}`,
  );
  if (view && rest.length === 0) return { page: 'view', viewId: view.id, recordId: second ?? '' };
  if (first !== undefined && second !== undefined && rest.length <= 1 && isContentTypeName(first)) {
    return { page: 'article', contentTypeName: first, contentKey: rest[0] ?? second };
  }
  return { page: 'notFound' };
}

/** The view a route renders: its own, or the article template for an article. */
export function pageViewOf<V extends ViewRoute>(route: Route, views: readonly V[]): V | undefined {
  if (route.page === 'notFound') return undefined;
  const id = route.page === 'article' ? ARTICLE_VIEW_ID : route.viewId;
  return views.find((view) => view.id === id);
}
