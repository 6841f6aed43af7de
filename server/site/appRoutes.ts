import { CONTENT_TYPE_NAME_PATTERN } from '../../shared/contentPages';

/**
 * The first segment of a page: a view's route (one lowercase segment) or a content type name;
 * `assets` is the built files' folder, never a page.
 */
const PAGE = `:page(^(?!assets$)(?:[a-z][a-z0-9-]*|${CONTENT_TYPE_NAME_PATTERN.slice(1, -1)})$)`;

/**
 * Paths that may be the site's own pages, rendered on the server: the content's views at
 * `/{route}` and `/{route}/{recordId}` (read by the SEO assistant), and the managed-content pages
 * (articles), `/{contentTypeName}[/{urlName}]/{contentKey}`. Which of them are pages is the current
 * content's say (`matchRoute`); a file such as `/favicon.svg` is never taken for one.
 */
export const APP_ROUTES = [
  `/${PAGE}`,
  `/${PAGE}/:second`,
  `/${PAGE}/:second/:third`,
  // A page in another language than the default, under its prefix: `/fr/sfdc_cms__news/x/MC…`.
  `/${PAGE}/:second/:third/:fourth`,
] as const;

/**
 * The home page's web-page paths (a redirect page named `Home` links to `/Home`); the site's
 * home is its About page, so they redirect there as `/` does.
 */
export const HOME_ALIASES = ['/home', '/Home'] as const;
