import { languagePrefix } from '../../shared/languageRoutes';
import { LANGUAGE_CHOICE_ROUTE } from '../../shared/languageChoice';
import { SITEMAP_PATH } from './sitemap';

/**
 * The About page is for search engines; the block gallery is a builder's tool, in every
 * language, and the language switcher's endpoint only sets a cookie and sends the visitor on.
 * The sitemap is named by its absolute url on the site's canonical domain (`domainUrl`), as
 * robots.txt requires. `languages`: the site's, the default first.
 */
export function renderRobotsTxt(
  basePath: string,
  domainUrl: string,
  languages: readonly string[],
): string {
  const sitemapUrl = `${new URL(domainUrl).origin}${basePath}${SITEMAP_PATH}`;
  const galleries = languages.map(
    (language) => `Disallow: ${basePath}${languagePrefix(language, languages)}/blocks`,
  );
  return [
    'User-agent: *',
    `Allow: ${basePath}/about`,
    ...galleries,
    `Disallow: ${basePath}${LANGUAGE_CHOICE_ROUTE}`,
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
