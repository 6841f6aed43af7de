import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type SiteContent } from '../../content-model';
import { languageOfPath, languagePrefix } from '../../shared/languageRoutes';
import { ARTICLE_VIEW_ID } from '../../shared/pageRoutes';
import { languageTag } from '../../shared/pageLanguage';
import { startSite, type RunningSite } from './support/harness';
import { e2eContentDir } from './support/contentCopy';

// Walks the site as a search engine would, from sitemap.xml: every page of every language it
// lists, the alternates each names, and every page it does not list. The fixture serves en_US,
// fr_FR and de_DE; the About view is translated into French only, and of the news documents only
// the first milestone has a (French) variant.

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** hreflang (BCP 47, or x-default) to url, as a sitemap entry or a page's head lists them. */
type Alternates = Record<string, string>;

interface SitemapEntry {
  loc: string;
  alternates: Alternates;
}

/** What a walker reads of a page: its status, `<html lang>`, hreflang links and canonical. */
interface PageHead {
  status: number;
  lang: string | null;
  /** Every `<link rel=alternate hreflang>`, in order, so a duplicate shows. */
  alternateLinks: [string, string][];
  canonical: string[];
}

let site: RunningSite;
let content: SiteContent;
let sitemap: SitemapEntry[];
const heads = new Map<string, Promise<PageHead>>();

beforeAll(async () => {
  [site, content] = await Promise.all([startSite(), loadContent(e2eContentDir())]);
  const response = await fetch(site.url('/sitemap.xml'));
  expect(response.status).toBe(200);
  sitemap = parseSitemap(await response.text());
});
afterAll(async () => {
  await site.close();
});

function parseSitemap(xml: string): SitemapEntry[] {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`sitemap.xml is not well formed: ${error.textContent}`);
  return [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '',
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link): [string, string] => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href') ?? '',
      ]),
    ),
  }));
}

/** The test server's url of a page's url on the site's canonical domain. */
function onTestServer(canonicalUrl: string): string {
  const url = new URL(canonicalUrl);
  return site.url(`${url.pathname}${url.search}`);
}

/** A page's head as the server renders it (no script runs), read once per url. */
function headOf(canonicalUrl: string): Promise<PageHead> {
  let head = heads.get(canonicalUrl);
  if (head === undefined) {
    head = (async () => {
      const response = await fetch(onTestServer(canonicalUrl), { redirect: 'manual' });
      const { document } = new JSDOM(await response.text()).window;
      const links = [...document.querySelectorAll('link[rel="alternate"][hreflang]')];
      return {
        status: response.status,
        lang: document.documentElement.getAttribute('lang'),
        alternateLinks: links.map((link) => [
          link.getAttribute('hreflang') ?? '',
          link.getAttribute('href') ?? '',
        ]),
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map(
          (link) => link.getAttribute('href') ?? '',
        ),
      };
    })();
    heads.set(canonicalUrl, head);
  }
  return head;
}

/** The site's languages, the default first, as its routes prefix them. */
function servedLanguages(): string[] {
  const { defaultLanguage, languages } = content.site;
  return [defaultLanguage, ...languages.filter((each) => each !== defaultLanguage)];
}

function newsDocuments() {
  return content.documents.filter((doc) => doc.contentType.fullyQualifiedName === 'sfdc_cms__news');
}

const articlePath = (contentKey: string) => `/sfdc_cms__news/${contentKey}`;

/** Every page of the site in every language it serves, at its url on the canonical domain. */
function everyPage(): { url: string; language: string }[] {
  const origin = new URL(content.site.domainUrl).origin;
  const paths = [
    ...content.views.filter((view) => view.id !== ARTICLE_VIEW_ID).map((view) => view.route),
    ...newsDocuments().map((doc) => articlePath(doc.contentKey)),
  ];
  const languages = servedLanguages();
  return languages.flatMap((language) =>
    paths.map((path) => ({
      url: `${origin}${languagePrefix(language, languages)}${path}`,
      language,
    })),
  );
}

const isArticle = (url: string) => new URL(url).pathname.includes('/sfdc_cms__');

/** What is wrong with a listed page: each problem a line naming the page. */
async function problemsOfListedPage(entry: SitemapEntry): Promise<string[]> {
  const problems: string[] = [];
  const report = (problem: string) => problems.push(`${entry.loc}: ${problem}`);
  const head = await headOf(entry.loc);
  if (head.status !== 200) report(`answers ${String(head.status)}`);
  const ownTag = languageTag(
    languageOfPath(new URL(entry.loc).pathname, '', servedLanguages()).language,
  );
  // A page served in one language only has no alternates; one in several lists them all.
  if (Object.keys(entry.alternates).length > 0) {
    if (entry.alternates[ownTag] !== entry.loc) report('the sitemap entry does not list itself');
    if (!('x-default' in entry.alternates)) report('the sitemap entry lists no x-default');
  }
  if (head.lang !== ownTag) report(`<html lang> is ${String(head.lang)}, not ${ownTag}`);
  const listed = Object.fromEntries(head.alternateLinks);
  if (Object.keys(listed).length !== head.alternateLinks.length) {
    report(`lists an hreflang twice: ${JSON.stringify(head.alternateLinks)}`);
  }
  if (JSON.stringify(sorted(listed)) !== JSON.stringify(sorted(entry.alternates))) {
    report(
      `lists ${JSON.stringify(sorted(listed))}, the sitemap ${JSON.stringify(sorted(entry.alternates))}`,
    );
  }
  if (head.canonical.length !== 1 || head.canonical[0] !== entry.loc) {
    report(`canonical ${JSON.stringify(head.canonical)}, not its own url`);
  }
  for (const href of new Set(Object.values(listed))) {
    const alternate = await headOf(href);
    if (alternate.status !== 200)
      report(`its alternate ${href} answers ${String(alternate.status)}`);
    const back = sorted(Object.fromEntries(alternate.alternateLinks));
    if (JSON.stringify(back) !== JSON.stringify(sorted(listed))) {
      report(`its alternate ${href} lists ${JSON.stringify(back)}: not the same set`);
    }
  }
  return problems;
}

function sorted(alternates: Alternates): [string, string][] {
  return Object.entries(alternates).sort(([a], [b]) => a.localeCompare(b));
}

async function problemsOfListedPages(entries: SitemapEntry[]): Promise<string[]> {
  const problems = await Promise.all(entries.map(problemsOfListedPage));
  return problems.flat();
}

/** What is wrong with the pages of every language the sitemap does not list, among `chosen`. */
async function problemsOfUnlistedPages(chosen: (url: string) => boolean): Promise<string[]> {
  const listed = new Set(sitemap.map((entry) => entry.loc));
  const unlisted = everyPage().filter(({ url }) => chosen(url) && !listed.has(url));
  expect(unlisted.length).toBeGreaterThan(0);
  const problems = await Promise.all(
    unlisted.map(async ({ url, language }) => {
      const head = await headOf(url);
      const found: string[] = [];
      if (head.status !== 200) found.push(`${url}: answers ${String(head.status)}`);
      if (head.lang !== languageTag(language)) {
        found.push(`${url}: <html lang> is ${String(head.lang)}, not ${languageTag(language)}`);
      }
      if (head.alternateLinks.length > 0) {
        found.push(`${url}: not in the sitemap but lists ${JSON.stringify(head.alternateLinks)}`);
      }
      return found;
    }),
  );
  return problems.flat();
}

describe('hreflang, walked from sitemap.xml', () => {
  it('lists each indexed page in each language it is served in, on the canonical domain', () => {
    const origin = new URL(content.site.domainUrl).origin;
    const locs = sitemap.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${origin}/`), loc).toBe(true);
    // The About page in English and in French, its one translation; never the block gallery.
    expect(locs.filter((loc) => !isArticle(loc))).toEqual([
      `${origin}/about`,
      `${origin}/fr/about`,
    ]);
    // Each article in the default language and in each language its document has a variant in.
    const articleUrls = newsDocuments().flatMap((doc) =>
      servedLanguages()
        .filter((language) => content.findDocument(doc.contentKey, language)?.language === language)
        .map(
          (language) =>
            `${origin}${languagePrefix(language, servedLanguages())}${articlePath(doc.contentKey)}`,
        ),
    );
    expect(articleUrls.filter((url) => url.startsWith(`${origin}/fr/`)).length).toBeGreaterThan(0);
    expect(locs.filter(isArticle)).toEqual(articleUrls);
    for (const entry of sitemap) {
      for (const [hreflang, href] of Object.entries(entry.alternates)) {
        if (hreflang === 'x-default') continue;
        expect(servedLanguages().map(languageTag), href).toContain(hreflang);
        expect(locs, `${entry.loc} names ${href}`).toContain(href);
      }
    }
  });

  it('serves every listed view in its language, listing itself, its alternates and x-default as the sitemap does (none when it has one language), each alternate answering with the same set, its own canonical', async () => {
    expect(await problemsOfListedPages(sitemap.filter((entry) => !isArticle(entry.loc)))).toEqual(
      [],
    );
  });

  it('serves every listed article in its language, listing itself, its alternates and x-default as the sitemap does (none when it has one language), each alternate answering with the same set, its own canonical', async () => {
    expect(await problemsOfListedPages(sitemap.filter((entry) => isArticle(entry.loc)))).toEqual(
      [],
    );
  });

  it('serves every view in each language the sitemap does not list it in, in that language, with no hreflang', async () => {
    expect(await problemsOfUnlistedPages((url) => !isArticle(url))).toEqual([]);
  });

  it('serves every article in each language the sitemap does not list it in, in that language, with no hreflang', async () => {
    expect(await problemsOfUnlistedPages(isArticle)).toEqual([]);
  });
});
