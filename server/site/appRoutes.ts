/** The site's own pages: each serves the app's index.html; the app routes on the path. */
export const APP_ROUTES = ['/about', '/blocks'] as const;

/** Where `/` sends visitors. */
export const HOME_ROUTE = '/about';
