/** The site's own pages: each serves the app's index.html; the app routes on the path. */
export const APP_ROUTES = ['/about', '/blocks'] as const;

/** Where `/` sends visitors. */
export const HOME_ROUTE = '/about';

/**
 * The home page's web-page paths (a redirect page named `Home` links to `/Home`); the site's
 * home is its About page, so they redirect there as `/` does.
 */
export const HOME_ALIASES = ['/home', '/Home'] as const;
