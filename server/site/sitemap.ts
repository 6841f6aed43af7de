// sitemap.xml (sitemaps.org 0.9) with Google's hreflang extension: every page in each language it
// is served in, each entry listing the page's whole set of alternates, itself and x-default too.
import { languageTag } from '../../shared/pageLanguage';
import { pageAlternates, sitePages, type SiteContent, type SitePage } from '../../content-model';
import { escapeMarkup } from '../http/statusPage';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Where a sitemap lives under the site's base path. */
export const SITEMAP_PATH = '/sitemap.xml';

/** One `<url>`: a page in one language, and where all its versions are. */
interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** hreflang (BCP 47, or x-default) to url. */
  alternates: { hreflang: string; href: string }[];
}

/** When the page last changed in `language`, where known: an article's variant's publishedDate. */
function lastModified(store: SiteContent, page: SitePage, language: string): string | undefined {
  if (page.kind !== 'article') return undefined;
  return store.findDocument(page.document.contentKey, language)?.publishedDate;
}

/** A page's entries: one per language it is served in, each with the same alternates. */
function pageEntries(store: SiteContent, page: SitePage, basePath: string): SitemapEntry[] {
  const versions = pageAlternates(store, page, basePath);
  const byDefault = versions[0];
  if (byDefault === undefined) return [];
  // A page in one language only has no alternates (its head lists none either).
  const alternates =
    versions.length < 2
      ? []
      : [
          ...versions.map(({ language, url }) => ({ hreflang: languageTag(language), href: url })),
          { hreflang: 'x-default', href: byDefault.url },
        ];
  return versions.map(({ language, url }) => {
    const lastmod = lastModified(store, page, language);
    return { loc: url, ...(lastmod === undefined ? {} : { lastmod }), alternates };
  });
}

function entryXml(entry: SitemapEntry): string {
  const lines = [`    <loc>${escapeMarkup(entry.loc)}</loc>`];
  if (entry.lastmod !== undefined)
    lines.push(`    <lastmod>${escapeMarkup(entry.lastmod)}</lastmod>`);
  for (const { hreflang, href } of entry.alternates) {
    lines.push(
      `    <xhtml:link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(href)}"/>`,
    );
  }
  return ['  <url>', ...lines, '  </url>'].join('\n');
}

/** The site's sitemap from a content snapshot: its indexed pages, in every language served. */
export function renderSitemap(store: SiteContent, basePath: string): string {
  const entries = sitePages(store).flatMap((page) => pageEntries(store, page, basePath));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`,
    ...entries.map(entryXml),
    '</urlset>',
    '',
  ].join('\n');
}
