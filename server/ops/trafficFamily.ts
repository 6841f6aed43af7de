/** The kinds of traffic the metrics count apart: a handful, so label values stay bounded. */
export type TrafficFamily =
  | 'page'
  | 'asset'
  | 'cms'
  | 'seo'
  | 'apex'
  | 'media'
  | 'site-info'
  | 'health'
  | 'preview'
  | 'other';

const MEDIA_PREFIX = '/sfsites/c/cms/delivery/media/';

/** Classifies a raw request url (path and query) under the site's base path. */
export function trafficFamily(url: string, basePath: string): TrafficFamily {
  const pathname = url.split('?', 1)[0] ?? '';
  if (basePath !== '' && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
    return 'other';
  }
  const rest = pathname.slice(basePath.length) || '/';
  if (rest.startsWith('/services/')) {
    if (rest.includes('/cms/delivery/')) return 'cms';
    if (rest.includes('/seo/properties/')) return 'seo';
    return 'other';
  }
  if (rest.startsWith(MEDIA_PREFIX)) return 'media';
  if (rest.startsWith('/sfsites/')) return 'other';
  if (rest.startsWith('/lwr/')) return 'apex';
  if (rest.startsWith('/emulator/')) return 'site-info';
  if (rest === '/healthz' || rest === '/readyz') return 'health';
  if (rest.startsWith('/dev/')) return 'preview';
  const last = rest.slice(rest.lastIndexOf('/') + 1);
  if (rest.startsWith('/assets/') || last.includes('.')) return 'asset';
  return 'page';
}
