// The language switcher's links and the server's endpoint that answers them: a link sets the
// visitor's `PreferredLanguage` cookie and goes on to the page in that language, with or without
// JavaScript.
import { languagePrefix } from './languageRoutes';
import { HOME_ROUTE, type Route, type ViewRoute } from './pageRoutes';

/** The endpoint's path under the site's base path. */
export const LANGUAGE_CHOICE_ROUTE = '/preferred-language';

/**
 * A page's path within its language (`/about`, `/sfdc_cms__news/MC…`): a view's route and record
 * id, an article's type and key (its canonical form, whatever urlName it was reached by); the
 * About page for a page that does not exist.
 */
export function pagePathOf(route: Route, view: ViewRoute | undefined): string {
  if (route.page === 'article') return `/${route.contentTypeName}/${route.contentKey}`;
  if (route.page === 'view' && view) {
    return route.recordId ? `${view.route}/${encodeURIComponent(route.recordId)}` : view.route;
  }
  return HOME_ROUTE;
}

/**
 * The switcher's link to a page in `language`: the endpoint, which sets the cookie and sends the
 * visitor on to `{basePath}{the language's prefix}{pagePath}`.
 */
export function languageChoiceUrl(
  basePath: string,
  languages: readonly string[],
  language: string,
  pagePath: string,
): string {
  const next = `${basePath}${languagePrefix(language, languages)}${pagePath}`;
  const query = new URLSearchParams({ language, next });
  return `${basePath}${LANGUAGE_CHOICE_ROUTE}?${query.toString()}`;
}
