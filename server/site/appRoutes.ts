/** The site's own pages, rendered on the server; `recordId` is read by the SEO assistant. */
export const APP_ROUTES = ['/about', '/about/:recordId', '/blocks'] as const;

/** Where `/` sends visitors. */
export const HOME_ROUTE = '/about';

/**
 * The home page's web-page paths (a redirect page named `Home` links to `/Home`); the site's
 * home is its About page, so they redirect there as `/` does.
 */
export const HOME_ALIASES = ['/home', '/Home'] as const;
