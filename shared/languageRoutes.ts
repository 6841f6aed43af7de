// Where each language's pages live: the default language's at the site's own paths (`/about`),
// every other served language's under a prefix (`/fr/about`, `/de/sfdc_cms__news/…`).
import { pageLanguage } from './pageLanguage';
import { HOME_ROUTE } from './pageRoutes';
import type { SiteConfig } from './siteConfig';

/** The languages a site serves, the default first. */
type ServedLanguages = readonly string[];

/**
 * A language's path prefix: none for the default; else its language subtag in lowercase (`/fr`),
 * or its whole tag (`/fr-ca`) when another served language shares the subtag.
 */
export function languagePrefix(language: string, languages: ServedLanguages): string {
  if (language === languages[0]) return '';
  const subtag = language.split('_')[0] ?? language;
  const shared = languages.filter((each) => each.split('_')[0] === subtag).length > 1;
  return `/${(shared ? language.replace('_', '-') : subtag).toLowerCase()}`;
}

/**
 * The language a path (under the site's base path) is in, and the base its pages match under
 * (`basePath` plus the language's prefix). A first segment that names no served language leaves
 * the path in the default language, where it matches no page: an unknown prefix is a 404.
 */
export function languageOfPath(
  pathname: string,
  basePath: string,
  languages: ServedLanguages,
): { language: string; pageBase: string } {
  const rest = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : '';
  const first = `/${rest.split('/')[1] ?? ''}`;
  for (const language of languages.slice(1)) {
    const prefix = languagePrefix(language, languages);
    if (prefix === first) return { language, pageBase: `${basePath}${prefix}` };
  }
  return { language: languages[0] ?? '', pageBase: basePath };
}

type PageConfig = Pick<SiteConfig, 'basePath' | 'language' | 'languages'>;

/** Where the pages of the page's own language are: `{basePath}{its prefix}` (`/fr`). */
export function pageBasePath(config: PageConfig): string {
  return `${config.basePath}${languagePrefix(pageLanguage(config), config.languages)}`;
}

/** The home page in the page's own language: `{basePath}{its prefix}/about`. */
export function homePageUrl(config: PageConfig): string {
  return `${pageBasePath(config)}${HOME_ROUTE}`;
}
