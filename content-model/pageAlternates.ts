import { languagePrefix } from '../shared/languageRoutes';
import { servedLanguages } from '../shared/languages';
import { ARTICLE_VIEW_ID } from '../shared/pageRoutes';
import type { View } from '../shared/viewSchema';
import type { SiteContent } from './siteContent';
import type { ManagedContentDocument } from './documents';

/** A page of the site that can have versions in other languages. */
export type SitePage =
  | { kind: 'view'; viewId: string; route: string }
  | { kind: 'article'; document: ManagedContentDocument };

/** One language's version of a page, at its absolute url on the site's canonical domain. */
export interface PageAlternate {
  language: string;
  url: string;
}

/** The languages a page is really served in: the default, and each it is translated into. */
function pageLanguages(store: SiteContent, page: SitePage): string[] {
  if (page.kind === 'view') return store.viewLanguages(page.viewId);
  const key = page.document.contentKey;
  return store.site.languages.filter(
    (language) => store.findDocument(key, language)?.language === language,
  );
}

function pagePath(page: SitePage): string {
  if (page.kind === 'view') return page.route;
  return `/${page.document.contentType.fullyQualifiedName}/${page.document.contentKey}`;
}

/**
 * Every language a page is served in, each with its url on the canonical domain under the site's
 * base path (the default's unprefixed, the others under their prefix), the default first: the
 * page's hreflang alternates and sitemap entries.
 */
export function pageAlternates(
  store: SiteContent,
  page: SitePage,
  basePath: string,
): PageAlternate[] {
  const origin = new URL(store.site.domainUrl).origin;
  const languages = servedLanguages(store.site);
  const served = new Set(pageLanguages(store, page));
  return languages
    .filter((language) => served.has(language))
    .map((language) => ({
      language,
      url: `${origin}${basePath}${languagePrefix(language, languages)}${pagePath(page)}`,
    }));
}

/**
 * Whether search engines may index a view: neither the view (`robots`) nor the SEO record its
 * page reads (by its url alias) says `noindex`.
 */
function isIndexed(store: SiteContent, view: View): boolean {
  if (view.robots !== undefined) return false;
  const record = view.urlAlias === undefined ? undefined : store.findSeoRecord(view.urlAlias);
  return record?.isSeoIndexed !== false;
}

/** The site's pages a search engine should know: indexed views and every news article. */
export function sitePages(store: SiteContent): SitePage[] {
  const views: SitePage[] = store.views
    .filter((view) => view.id !== ARTICLE_VIEW_ID && isIndexed(store, view))
    .map((view) => ({ kind: 'view', viewId: view.id, route: view.route }));
  const articles: SitePage[] = store.documents
    .filter((doc) => doc.contentType.fullyQualifiedName === 'sfdc_cms__news')
    .map((document) => ({ kind: 'article', document }));
  return [...views, ...articles];
}
