import { SITE_INFO_PATH } from '../emulator/siteInfo/siteInfoRoutes';
import { HEALTH_PATH, READY_PATH } from '../ops/health';

/** Which kind of answer a path gets when it fails: Connect-style, Apex-style, or an HTML page. */
export type RouteFamily = 'connect' | 'apex' | 'site';

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

/** Where a path belongs: the shape of its failures and the traffic it counts as. */
export interface PathFamily {
  answers: RouteFamily;
  traffic: TrafficFamily;
}

const MEDIA_PREFIX = '/sfsites/c/cms/delivery/media/';
const PREVIEW_PREFIX = '/dev/';

/** The path below the base path ('/' for the base path itself); undefined outside it. */
function belowBasePath(url: string, basePath: string): string | undefined {
  const pathname = url.split('?', 1)[0] ?? '';
  if (basePath === '') return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}

/** The site's own paths: pages, files, probes, the emulator's info and the preview sign-in. */
function siteTraffic(rest: string): TrafficFamily {
  if (rest === SITE_INFO_PATH) return 'site-info';
  if (rest === HEALTH_PATH || rest === READY_PATH) return 'health';
  if (rest.startsWith(PREVIEW_PREFIX)) return 'preview';
  const last = rest.slice(rest.lastIndexOf('/') + 1);
  if (rest.startsWith('/assets/') || last.includes('.')) return 'asset';
  return 'page';
}

/** Classifies a raw request url (path and query) under the site's base path. */
export function pathFamily(url: string, basePath: string): PathFamily {
  const rest = belowBasePath(url, basePath);
  if (rest === undefined) return { answers: 'site', traffic: 'other' };
  if (rest.startsWith('/services/')) {
    const traffic = rest.includes('/cms/delivery/')
      ? 'cms'
      : rest.includes('/seo/properties/')
        ? 'seo'
        : 'other';
    return { answers: 'connect', traffic };
  }
  if (rest.startsWith('/sfsites/')) {
    return { answers: 'connect', traffic: rest.startsWith(MEDIA_PREFIX) ? 'media' : 'other' };
  }
  if (rest.startsWith('/lwr/')) return { answers: 'apex', traffic: 'apex' };
  return { answers: 'site', traffic: siteTraffic(rest) };
}

/** The shape a failure of this url is answered in. */
export const routeFamily = (url: string, basePath: string): RouteFamily =>
  pathFamily(url, basePath).answers;

/** The traffic this url counts as in the metrics. */
export const trafficFamily = (url: string, basePath: string): TrafficFamily =>
  pathFamily(url, basePath).traffic;
