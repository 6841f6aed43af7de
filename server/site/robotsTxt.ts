import { SITEMAP_PATH } from './sitemap';

/**
 * The About page is for search engines; the block gallery is a builder's tool. The sitemap is
 * named by its absolute url on the site's canonical domain (`domainUrl`), as robots.txt requires.
 */
export function renderRobotsTxt(basePath: string, domainUrl: string): string {
  const sitemapUrl = `${new URL(domainUrl).origin}${basePath}${SITEMAP_PATH}`;
  return [
    'User-agent: *',
    `Allow: ${basePath}/about`,
    `Disallow: ${basePath}/blocks`,
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
