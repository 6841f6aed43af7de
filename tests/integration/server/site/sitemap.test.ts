import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderSitemap } from '../../../../server/site/sitemap';
import { makeContentDir } from '../../../support/fixtureContent';
import { KEYS } from '../../support/fixtureIds';
import { startTestServer, type TestServer } from '../../support/testServer';

// The fixture serves en_US and fr_FR on https://fixture.example.com: the About view has a French
// translation, news B a French variant; news A and C are English only, the block gallery is not
// indexed.
const ORIGIN = 'https://fixture.example.com';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const PUBLISHED = { timeout: 10_000 };

let contentDir: string;
let cleanup: () => Promise<void>;
let server: TestServer;

beforeEach(async () => {
  ({ dir: contentDir, cleanup } = await makeContentDir());
});
afterEach(async () => {
  await server.close();
  await cleanup();
});

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

/** The sitemap's `<url>` entries, parsed as XML (a document that is not well formed throws). */
function parseSitemap(xml: string): SitemapUrl[] {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`sitemap.xml is not well formed: ${error.textContent}`);
  const urlset = doc.documentElement;
  expect(urlset.namespaceURI).toBe(SITEMAP_NS);
  expect(urlset.localName).toBe('urlset');
  return [...urlset.children].map((url) => {
    expect(url.namespaceURI).toBe(SITEMAP_NS);
    expect(url.localName).toBe('url');
    const child = (name: string) => url.getElementsByTagNameNS(SITEMAP_NS, name)[0]?.textContent;
    const links = [...url.getElementsByTagNameNS(XHTML_NS, 'link')];
    for (const link of links) expect(link.getAttribute('rel')).toBe('alternate');
    const lastmod = child('lastmod');
    return {
      loc: child('loc') ?? '',
      ...(lastmod ? { lastmod } : {}),
      alternates: Object.fromEntries(
        links.map((link): [string, string] => [
          link.getAttribute('hreflang') ?? '',
          link.getAttribute('href') ?? '',
        ]),
      ),
    };
  });
}

async function fetchSitemap(): Promise<SitemapUrl[]> {
  const response = await server.fetch(server.url('/sitemap.xml'));
  expect(response.status).toBe(200);
  return parseSitemap(await response.text());
}

const ABOUT = { 'en-US': `${ORIGIN}/about`, 'fr-FR': `${ORIGIN}/fr/about` };
const article = (key: string, prefix = '') => `${ORIGIN}${prefix}/sfdc_cms__news/${key}`;
const NEWS_B = { 'en-US': article(KEYS.newsB), 'fr-FR': article(KEYS.newsB, '/fr') };

describe('sitemap.xml', () => {
  it('lists every indexed page in each language it is served in, with all its alternates and x-default where it has more than one', async () => {
    server = await startTestServer({ contentDir, watchContent: false });
    const response = await server.fetch(server.url('/sitemap.xml'));
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(parseSitemap(xml)).toEqual([
      { loc: ABOUT['en-US'], alternates: { ...ABOUT, 'x-default': ABOUT['en-US'] } },
      { loc: ABOUT['fr-FR'], alternates: { ...ABOUT, 'x-default': ABOUT['en-US'] } },
      {
        loc: article(KEYS.newsA),
        lastmod: '2021-03-01T10:00:00.000Z',
        // In one language only: no alternates.
        alternates: {},
      },
      {
        loc: NEWS_B['en-US'],
        lastmod: '2021-02-01T10:00:00.000Z',
        alternates: { ...NEWS_B, 'x-default': NEWS_B['en-US'] },
      },
      {
        loc: NEWS_B['fr-FR'],
        lastmod: '2021-02-01T10:00:00.000Z',
        alternates: { ...NEWS_B, 'x-default': NEWS_B['en-US'] },
      },
      {
        loc: article(KEYS.newsC),
        lastmod: '2021-01-01T10:00:00.000Z',
        alternates: {},
      },
    ]);
  });

  it('leaves out a page whose SEO record says it is not indexed', async () => {
    const record = path.join(contentDir, 'seo/about.json');
    const about = JSON.parse(await readFile(record, 'utf8')) as Record<string, unknown>;
    await writeFile(record, JSON.stringify({ ...about, isSeoIndexed: false }));
    server = await startTestServer({ contentDir, watchContent: false });
    const locs = parseSitemap(await (await server.fetch(server.url('/sitemap.xml'))).text()).map(
      (url) => url.loc,
    );
    expect(locs).not.toContain(`${ORIGIN}/about`);
    expect(locs).not.toContain(`${ORIGIN}/fr/about`);
    expect(locs).toContain(article(KEYS.newsA));
  });

  it('escapes every value it writes, so the document stays well formed', async () => {
    server = await startTestServer({ contentDir, watchContent: false });
    // Content keys are checked when content is read; this one only exercises the writer.
    const store = server.app.content;
    const newsA = store.findDocument(KEYS.newsA);
    if (!newsA) throw new Error('the fixture has news A');
    const odd = { ...newsA, contentKey: `A&B<"C">'D'` };
    // Served in every language the site has, so each entry has alternates to escape too.
    const xml = renderSitemap(
      {
        ...store,
        views: [],
        documents: [odd],
        findDocument: (_key, language) => ({ ...odd, language: language ?? odd.language }),
      },
      '',
    );
    const url = article(`A&B<"C">'D'`);
    const french = article(`A&B<"C">'D'`, '/fr');
    const alternates = { 'en-US': url, 'fr-FR': french, 'x-default': url };
    expect(parseSitemap(xml)).toEqual([
      { loc: url, lastmod: newsA.publishedDate, alternates },
      { loc: french, lastmod: newsA.publishedDate, alternates },
    ]);
  });

  it('follows a published change: a new variant adds its language, a removed translation takes it away', async () => {
    server = await startTestServer({ contentDir });
    const newsC = JSON.parse(
      await readFile(path.join(contentDir, 'documents/news-c.json'), 'utf8'),
    ) as Record<string, unknown>;
    await writeFile(
      path.join(contentDir, 'documents/news-c.fr_FR.json'),
      JSON.stringify({
        ...newsC,
        language: 'fr_FR',
        title: 'Actualité C',
        urlName: 'actualite-c',
        publishedDate: '2021-04-01T10:00:00.000Z',
      }),
    );
    await rm(path.join(contentDir, 'views/about.fr_FR.json'));
    const newsCUrls = { 'en-US': article(KEYS.newsC), 'fr-FR': article(KEYS.newsC, '/fr') };
    await expect
      .poll(async () => (await fetchSitemap()).map((url) => url.loc), PUBLISHED)
      .toEqual([
        ABOUT['en-US'],
        article(KEYS.newsA),
        NEWS_B['en-US'],
        NEWS_B['fr-FR'],
        newsCUrls['en-US'],
        newsCUrls['fr-FR'],
      ]);
    const entries = await fetchSitemap();
    expect(entries[0]?.alternates).toEqual({});
    // Each language's entry has the date its own version was published.
    expect(entries.slice(4)).toEqual([
      {
        loc: newsCUrls['en-US'],
        lastmod: '2021-01-01T10:00:00.000Z',
        alternates: { ...newsCUrls, 'x-default': newsCUrls['en-US'] },
      },
      {
        loc: newsCUrls['fr-FR'],
        lastmod: '2021-04-01T10:00:00.000Z',
        alternates: { ...newsCUrls, 'x-default': newsCUrls['en-US'] },
      },
    ]);
  });

  it('is named by robots.txt at its absolute url on the canonical domain', async () => {
    server = await startTestServer({ contentDir, watchContent: false });
    const robots = await (await server.fetch(server.url('/robots.txt'))).text();
    expect(robots.split('\n')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('is served under the base path, and robots.txt names it there', async () => {
    server = await startTestServer({ contentDir, watchContent: false, basePath: '/site' });
    expect((await server.fetch('/site/sitemap.xml')).status).toBe(200);
    expect((await server.fetch('/sitemap.xml')).status).toBe(404);
    const robots = await (await server.fetch('/site/robots.txt')).text();
    expect(robots.split('\n')).toContain(`Sitemap: ${ORIGIN}/site/sitemap.xml`);
  });
});
