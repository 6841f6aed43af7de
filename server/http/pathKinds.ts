import { EDITOR_PATH, HEALTH_PATH, READY_PATH, SITE_INFO_PATH } from './serverPaths';

/** The shape of a path's error responses: Connect-style, Apex-style, or an HTML page. */
export type ErrorStyle = 'connect' | 'apex' | 'site';

/**
 * The kinds of traffic the metrics count apart (their `family` label): a handful, so label values
 * stay bounded.
 */
export type TrafficKind =
  'page' | 'asset' | 'cms' | 'seo' | 'apex' | 'media' | 'site-info' | 'health' | 'editor' | 'other';

/** What a path is: the shape of its error responses and the traffic it counts as. */
interface PathKind {
  errorStyle: ErrorStyle;
  traffic: TrafficKind;
}

const MEDIA_PREFIX = '/sfsites/c/cms/delivery/media/';

/** The path below the base path ('/' for the base path itself); undefined outside it. */
function belowBasePath(url: string, basePath: string): string | undefined {
  const pathname = url.split('?', 1)[0] ?? '';
  if (basePath === '') return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}

/** The site's own paths: pages, files, probes, the emulator's info and the editor. */
function siteTraffic(rest: string): TrafficKind {
  if (rest === SITE_INFO_PATH) return 'site-info';
  if (rest === HEALTH_PATH || rest === READY_PATH) return 'health';
  // The editor's pages, sign-in, preview links and authoring API.
  if (rest === EDITOR_PATH || rest.startsWith(`${EDITOR_PATH}/`)) return 'editor';
  const last = rest.slice(rest.lastIndexOf('/') + 1);
  if (rest.startsWith('/assets/') || last.includes('.')) return 'asset';
  return 'page';
}

/** Classifies a raw request url (path and query) under the site's base path. */
function classifyPath(url: string, basePath: string): PathKind {
  const rest = belowBasePath(url, basePath);
  if (rest === undefined) return { errorStyle: 'site', traffic: 'other' };
  if (rest.startsWith('/services/')) {
    const traffic = rest.includes('/cms/delivery/')
      ? 'cms'
      : rest.includes('/seo/properties/')
        ? 'seo'
        : 'other';
    return { errorStyle: 'connect', traffic };
  }
  if (rest.startsWith('/sfsites/')) {
    return { errorStyle: 'connect', traffic: rest.startsWith(MEDIA_PREFIX) ? 'media' : 'other' };
  }
  if (rest.startsWith('/lwr/')) return { errorStyle: 'apex', traffic: 'apex' };
  return { errorStyle: 'site', traffic: siteTraffic(rest) };
}

/** The shape of this url's error responses. */
export const errorStyleOf = (url: string, basePath: string): ErrorStyle =>
  classifyPath(url, basePath).errorStyle;

/** The traffic this url counts as in the metrics. */
export const trafficKindOf = (url: string, basePath: string): TrafficKind =>
  classifyPath(url, basePath).traffic;
