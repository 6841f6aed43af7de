import { CONTENT_TYPE_NAME_PATTERN } from '../../shared/contentPages';

const CONTENT_TYPE = `:contentTypeName(${CONTENT_TYPE_NAME_PATTERN})`;

/**
 * The site's own pages, rendered on the server: `recordId` is read by the SEO assistant; the
 * managed-content pages (articles) take a type name like `sfdc_cms__news`, so no other path of
 * two or three segments (an asset, say) is taken for one.
 */
export const APP_ROUTES = [
  '/about',
  '/about/:recordId',
  '/blocks',
  `/${CONTENT_TYPE}/:contentKey`,
  `/${CONTENT_TYPE}/:urlName/:contentKey`,
] as const;

/** Where `/` sends visitors. */
export const HOME_ROUTE = '/about';

/**
 * The home page's web-page paths (a redirect page named `Home` links to `/Home`); the site's
 * home is its About page, so they redirect there as `/` does.
 */
export const HOME_ALIASES = ['/home', '/Home'] as const;
