/** Which kind of answer a path gets when it fails: Connect-style, Apex-style, or an HTML page. */
export type RouteFamily = 'connect' | 'apex' | 'site';

/** Classifies a raw request url (path and query) under the site's base path. */
export function routeFamily(url: string, basePath: string): RouteFamily {
  const pathname = url.split('?', 1)[0] ?? '';
  if (basePath !== '' && !pathname.startsWith(`${basePath}/`)) return 'site';
  const rest = pathname.slice(basePath.length);
  if (rest.startsWith('/services/') || rest.startsWith('/sfsites/')) return 'connect';
  if (rest.startsWith('/lwr/')) return 'apex';
  return 'site';
}
