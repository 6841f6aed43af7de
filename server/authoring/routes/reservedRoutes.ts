import { languagePrefix } from '../../../shared/languageRoutes';
import { servedLanguages, type SiteLanguages } from '../../../shared/languages';
import { LATER_STYLES_ROUTE } from '../../../shared/pageRender';
import { HEALTH_PATH, READY_PATH, SITE_INFO_PATH } from '../../http/serverPaths';
import { HOME_ALIASES } from '../../site/appRoutes';
import { SITEMAP_PATH } from '../../site/sitemap';
import { AUTHORING_PREFIX } from '../authoringApi';

const firstSegment = (path: string) => `/${path.split('/')[1] ?? ''}`;

/**
 * What the server answers itself under the base path, by first segment: the editor, the
 * platform's APIs, the probes and metrics, the crawlers' files, the later styles, the preview
 * sign-in, the emulator, the built assets and the home page's aliases. A page there would never
 * be reached (or would hide the server's own answer).
 */
const SERVER_SEGMENTS: ReadonlyMap<string, string> = new Map([
  [firstSegment(AUTHORING_PREFIX), 'the editor'],
  ['/services', "the platform's APIs"],
  ['/lwr', "the platform's APIs"],
  ['/sfsites', "the platform's APIs"],
  [HEALTH_PATH, 'the liveness probe'],
  [READY_PATH, 'the readiness probe'],
  ['/metrics', 'the metrics'],
  ['/robots.txt', 'robots.txt'],
  [SITEMAP_PATH, 'the sitemap'],
  [LATER_STYLES_ROUTE, 'the page styles'],
  ['/dev', 'the preview sign-in'],
  [firstSegment(SITE_INFO_PATH), 'the emulator'],
  ['/assets', "the site's built files"],
  ...HOME_ALIASES.map((alias): [string, string] => [alias, 'the home page']),
]);

/** Why no page may have `route` on this site, or undefined when one may. */
export function reservedRoute(route: string, site: SiteLanguages): string | undefined {
  const server = SERVER_SEGMENTS.get(route);
  if (server) return `${route} is the server's own (${server})`;
  const languages = servedLanguages(site);
  const language = languages.find((each) => languagePrefix(each, languages) === route);
  return language ? `${route} is the prefix of the ${language} pages` : undefined;
}
