import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../../server/createServer';
import { siteSchema } from '../../../../content-model/schemas/siteSchema';
import { buildSiteConfig, siteConfigTag } from '../../../../server/site/buildSiteConfig';
import { parseSiteConfig } from '../../../../shared/siteConfig';
import { FIXTURE_SITE, makeContentDir } from '../../../support/fixtureContent';
import { CHANNEL_ID, COMMUNITY_ID, SITE_CONTENTS, SITE_ID } from '../../support/fixtureIds';
import { useTestServer } from '../../support/useTestServer';
import { rawRequest, startTestServer, type TestServer } from '../../support/testServer';

// A guest's page, as docs/fleet.md documents its Cache-Control.
const GUEST_PAGE_CACHE = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';

const servers = useTestServer();
let server: TestServer;

beforeAll(async () => {
  server = await servers.start();
});

function siteConfigOf(html: string): unknown {
  const match = /<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no site config in the page');
  return JSON.parse(match[1]);
}

describe('site pages', () => {
  it.each(['/', '/home', '/Home'])('redirects %s to the About page', async (route) => {
    const response = await server.fetch(server.url(route), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/about');
  });

  it.each(['/about', '/blocks'])('serves the app at %s with absolute asset urls', async (route) => {
    const response = await server.fetch(server.url(route));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(GUEST_PAGE_CACHE);
    const html = await response.text();
    // The build's loader of the page's script, which names that script under the base path.
    expect(html).toContain('<script type="module" data-page-script="/assets/index-Fx1tUre5.js">');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
    expect(html).not.toContain('"./');
    // The page's language is the site's default one (en_US), as BCP 47.
    expect(html).toContain('<html lang="en-US" dir="ltr">');
    // The stylesheet comes inside the page: it paints without a second request.
    const css = await readFile(path.join(FIXTURE_SITE, 'assets/style-Tst00000.css'), 'utf8');
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('injects the site config as a JSON data block the app accepts, before </head>, without the words the page was rendered with', async () => {
    const html = await (await server.fetch(server.url('/about'))).text();
    expect(html.indexOf('id="site-config"')).toBeLessThan(html.indexOf('</head>'));
    const config = parseSiteConfig(siteConfigOf(html));
    expect(config).toEqual({
      siteName: 'Fixture Site',
      siteId: SITE_ID,
      channelId: CHANNEL_ID,
      communityId: COMMUNITY_ID,
      basePath: '',
      languages: ['en_US', 'fr_FR'],
      language: 'en_US',
      domainUrl: 'https://fixture.example.com',
      apiOrigin: '',
      imageOptimizer: 'none',
      currentRelease: { apiVersion: 'v64.0', release: 256 },
    });
  });

  it('escapes markup in config values so they cannot close the tag', () => {
    const tag = siteConfigTag({
      siteName: 'R&D <Labs>',
      siteId: '</script><script>alert(1)</script>',
      channelId: 'a&b',
      communityId: '\u2028',
      basePath: '',
      languages: [],
      domainUrl: '',
      apiOrigin: '',
      imageOptimizer: 'none',
      currentRelease: { apiVersion: 'v64.0', release: 256 },
    });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(tag).toContain('\\u003c/script\\u003e');
    const json = /<script[^>]*>(.*)<\/script>/.exec(tag)?.[1] ?? '';
    expect((JSON.parse(json) as { siteId: string }).siteId).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('refuses to build a config the app would refuse, naming the field', async () => {
    const site = siteSchema.parse(
      JSON.parse(await readFile(path.join(servers.contentDir, 'site.json'), 'utf8')),
    );
    expect(buildSiteConfig(site, '/site', '').basePath).toBe('/site');
    expect(() => buildSiteConfig(site, 'site/', '')).toThrow(
      'site config: basePath: a base path is empty or like /site',
    );
  });

  it('answers 304 when the page has not changed', async () => {
    const first = await server.fetch(server.url('/about'));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const second = await server.fetch(server.url('/about'), {
      headers: { 'If-None-Match': etag! },
    });
    expect(second.status).toBe(304);
  });

  it('gives every render of the same page the same ETag, so another instance answers 304 too', async () => {
    const other = await servers.start();
    const first = await server.fetch(server.url('/about'));
    const etag = first.headers.get('etag') ?? '';
    // The other instance reads the page's data later: its state's clock times differ.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const elsewhere = await other.fetch(other.url('/about'));
    expect(elsewhere.headers.get('etag')).toBe(etag);
    const stateOf = (html: string) => /"writtenAt":(\d+)/.exec(html)?.[1];
    expect(stateOf(await elsewhere.text())).not.toBe(stateOf(await first.text()));
    const revalidated = await other.fetch(other.url('/about'), {
      headers: { 'If-None-Match': etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it('answers a page that does not exist with its 404 again, never a 304', async () => {
    const missing = server.url('/sfdc_cms__news/MCAAAAAAAAAAAAAAAAAAAAAAAAAB');
    const first = await server.fetch(missing);
    expect(first.status).toBe(404);
    for (const tag of [first.headers.get('etag') ?? '', '*']) {
      const again = await server.fetch(missing, { headers: { 'If-None-Match': tag } });
      expect(again.status, tag).toBe(404);
    }
  });

  it('never serves index.html without the config', async () => {
    const response = await server.fetch(server.url('/index.html'));
    expect(response.status).toBe(404);
  });

  it('serves robots.txt allowing About, keeping the block gallery out and naming the sitemap', async () => {
    const response = await server.fetch(server.url('/robots.txt'));
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      'User-agent: *\nAllow: /about\nDisallow: /blocks\nDisallow: /fr/blocks\nDisallow: /preferred-language\nSitemap: https://fixture.example.com/sitemap.xml\n',
    );
  });

  it('answers unknown paths with a real 404 page that links to About', async () => {
    for (const route of ['/nope', '/about/extra/more', '/assets/missing.js', '/services']) {
      const response = await server.fetch(server.url(route));
      expect(response.status, route).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<title>Page not found</title>');
      expect(html).toContain('<a href="/about">Go to the About page</a>');
    }
  });

  it('does not serve files outside the site folder', async () => {
    for (const route of [
      '/../package.json',
      '/assets/../../package.json',
      '/%2e%2e/package.json',
      '/..%2fpackage.json',
    ]) {
      // Sent as written over a socket: fetch and inject would resolve the dot segments first.
      const response = await rawRequest(await server.listen(), route);
      expect(response.status, route).toBe(404);
      expect(response.text).not.toContain('"name": "about-site"');
    }
  });

  it('answers dot segments in a page path with the 404 page, never the page', async () => {
    const origin = await server.listen();
    for (const route of ['/about/..', '/about/.', '/about/%2e%2e', '/about/%2E', '/./about']) {
      // Sent as written over a socket: fetch and inject would resolve the dot segments first.
      const response = await rawRequest(origin, route);
      expect(response.status, route).toBe(404);
      expect(response.text, route).toContain('<title>Page not found</title>');
    }
  });
});

describe('pages in other languages', () => {
  it('serves a page in a served language under its prefix, lang and config saying which', async () => {
    for (const [route, lang, language] of [
      ['/fr/about', 'fr-FR', 'fr_FR'],
      ['/about', 'en-US', 'en_US'],
    ] as const) {
      const response = await server.fetch(server.url(route));
      expect(response.status, route).toBe(200);
      const html = await response.text();
      expect(html, route).toMatch(new RegExp(`<html lang="${lang}"`));
      expect(siteConfigOf(html), route).toMatchObject({ language, languages: ['en_US', 'fr_FR'] });
    }
  });

  it.each([
    [{}, '/about'],
    [{ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }, '/fr/about'],
    [{ 'accept-language': 'de-DE,en;q=0.5,fr;q=0.7' }, '/fr/about'],
    [{ 'accept-language': 'es, *;q=0.1' }, '/about'],
    [{ 'accept-language': 'fr', cookie: 'PreferredLanguage=en_US' }, '/about'],
    [{ cookie: 'other=1; PreferredLanguage=fr_FR' }, '/fr/about'],
    [{ cookie: 'PreferredLanguage=xx_YY', 'accept-language': 'fr' }, '/fr/about'],
  ])('sends / with %j to %s, varying by the headers that chose it', async (headers, location) => {
    const response = await server.fetch(server.url('/'), { headers, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
  });

  it("sends a language's root to its home page, and never varies a page by language headers", async () => {
    for (const route of ['/fr', '/fr/']) {
      const root = await server.fetch(server.url(route), { redirect: 'manual' });
      expect([root.status, root.headers.get('location')], route).toEqual([302, '/fr/about']);
    }
    const page = await server.fetch(server.url('/fr/about'), {
      headers: { 'accept-language': 'de', cookie: 'PreferredLanguage=en_US' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('vary') ?? '').not.toMatch(/Cookie|Accept-Language/);
  });

  it("answers an unknown path under a language's prefix with the 404 page in that language", async () => {
    const french = await server.fetch(server.url('/fr/nope'));
    expect(french.status).toBe(404);
    const html = await french.text();
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('<title>Page introuvable</title>');
    expect(html).toContain('<a href="/fr/about">Aller à la page À propos</a>');
    const english = await (await server.fetch(server.url('/es/about'))).text();
    expect(english).toContain('<html lang="en-US">');
    expect(english).toContain('<title>Page not found</title>');
  });

  it('answers a prefix that names no served language with the 404 page', async () => {
    for (const route of ['/de/about', '/es/about', '/fr/nope', '/en/about']) {
      const response = await server.fetch(server.url(route));
      expect(response.status, route).toBe(404);
    }
  });
});

describe('caching and compression', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const response = await server.fetch(server.url('/assets/index-Fx1tUre5.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
  });

  it('caches unhashed public files for an hour', async () => {
    const response = await server.fetch(server.url('/favicon.svg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    "sends a built file's %s copy (as npm run build writes them) when the client accepts it",
    async (encoding, decompress) => {
      const original = await readFile(path.join(FIXTURE_SITE, 'assets/index-Fx1tUre5.js'), 'utf8');
      const response = await server.request('/assets/index-Fx1tUre5.js', {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body.length).toBeLessThan(original.length);
      expect(decompress(response.body).toString('utf8')).toBe(original);
    },
  );

  it('sends pages compressed when they were rendered, in the encoding the client prefers', async () => {
    const plain = await server.request('/about', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('<div id="root">');
    const cases = [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['*', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
    ] as const;
    for (const [accept, encoding, decompress] of cases) {
      const response = await server.request('/about', { headers: { 'Accept-Encoding': accept } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(decompress(response.body).toString('utf8')).toBe(plain.text);
    }
    const refused = await server.request('/about', {
      headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('compresses JSON answers too, and sends identity when asked', async () => {
    const compressed = await server.request(`${SITE_CONTENTS}?includeContentBody=true`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const plain = await server.request(`${SITE_CONTENTS}?includeContentBody=true`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(compressed.body).toString('utf8')).toBe(plain.text);
  });
});

describe('security headers', () => {
  it.each([
    '/about',
    '/nope',
    SITE_CONTENTS,
    '/lwr/apex/v64.0/Nope/nope',
    '/assets/index-Fx1tUre5.js',
  ])('are on %s', async (route) => {
    const response = await server.fetch(server.url(route));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube.com https://player.vimeo.com');
    expect(csp).toContain("img-src 'self' data: https:");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("let the page's one inline script run by its hash, and no other", async () => {
    const response = await server.fetch(server.url('/about'));
    const html = await response.text();
    const loader = /<script type="module" data-page-script="[^"]*">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(loader).toBeDefined();
    const hash = createHash('sha256')
      .update(loader ?? '')
      .digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(
      response.headers.get('content-security-policy') ?? '',
    );
    expect(scriptSrc?.[1]).toBe(`'self' 'sha256-${hash}'`);
  });
});

describe('start-up checks and modes', () => {
  it('lets the site call a platform origin when one is configured', async () => {
    // A second instance stands in for the platform: the page render reads it too.
    const platform = await servers.start({ serveSite: false });
    const origin = await platform.listen();
    const pointed = await startTestServer({ contentDir: servers.contentDir, apiOrigin: origin });
    try {
      const response = await pointed.fetch(pointed.url('/about'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain(
        `connect-src 'self' ${origin};`,
      );
      const config = parseSiteConfig(siteConfigOf(await response.text()));
      expect(config.apiOrigin).toBe(origin);
    } finally {
      await pointed.close();
    }
  });

  it('takes the base path from site.json when none is given', async () => {
    const { dir, cleanup: remove } = await makeContentDir();
    try {
      const sitePath = path.join(dir, 'site.json');
      const site = JSON.parse(await readFile(sitePath, 'utf8')) as Record<string, unknown>;
      await writeFile(sitePath, JSON.stringify({ ...site, basePath: '/from-content' }));
      const fromContent = await startTestServer({ contentDir: dir });
      try {
        expect(fromContent.app.siteBasePath).toBe('/from-content');
        expect((await fromContent.fetch('/from-content/about')).status).toBe(200);
      } finally {
        await fromContent.close();
      }
      const overridden = await startTestServer({ contentDir: dir, basePath: '' });
      try {
        expect((await overridden.fetch('/about')).status).toBe(200);
      } finally {
        await overridden.close();
      }
    } finally {
      await remove();
    }
  });

  it('fails with a clear message when the site is not built', async () => {
    await expect(
      createServer({
        contentDir: servers.contentDir,
        siteDir: path.join(servers.contentDir, 'no-site'),
        logger: false,
      }),
    ).rejects.toThrow(
      /The site is not built: .*index\.html is missing\. Build it with `npm run build`/,
    );
  });

  it('serves only the emulator when serveSite is false', async () => {
    const emulator = await startTestServer({
      contentDir: servers.contentDir,
      serveSite: false,
      siteDir: '/nonexistent',
    });
    try {
      expect((await emulator.fetch(emulator.url('/about'))).status).toBe(404);
      expect((await emulator.fetch(emulator.url(SITE_CONTENTS))).status).toBe(200);
    } finally {
      await emulator.close();
    }
  });
});

describe('under a base path', () => {
  let based: TestServer;
  beforeAll(async () => {
    based = await startTestServer({ contentDir: servers.contentDir, basePath: '/site' });
  });
  afterAll(async () => {
    await based.close();
  });

  it.each(['/site', '/site/'])('redirects %s to /site/about', async (route) => {
    const response = await based.fetch(route, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/site/about');
  });

  it('serves the app with prefixed asset urls and the base path in its config', async () => {
    const html = await (await based.fetch('/site/about')).text();
    expect(html).toContain('data-page-script="/site/assets/index-Fx1tUre5.js"');
    expect(html).toContain('href="/site/favicon.svg"');
    expect(parseSiteConfig(siteConfigOf(html)).basePath).toBe('/site');
    expect((await based.fetch('/site/assets/index-Fx1tUre5.js')).status).toBe(200);
    expect((await based.fetch('/site/index.html')).status).toBe(404);
  });

  it('serves the APIs, media and robots.txt under the base path only', async () => {
    expect((await based.fetch(`/site${SITE_CONTENTS}`)).status).toBe(200);
    expect(await (await based.fetch('/site/robots.txt')).text()).toContain('Allow: /site/about');
    const outside = await based.fetch(SITE_CONTENTS);
    expect(outside.status).toBe(404);
    expect(outside.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await based.fetch('/about')).status).toBe(404);
  });

  it('links its 404 page to the About page under the base path', async () => {
    const html = await (await based.fetch('/site/nope')).text();
    expect(html).toContain('<a href="/site/about">');
  });

  it('uses paths under the base path in API answers', async () => {
    const body = (await (await based.fetch(`/site${SITE_CONTENTS}?pageSize=1`)).json()) as {
      currentPageUrl: string;
      channelSummary: { resourceUrl: string };
      contents: { resourceUrl: string }[];
    };
    expect(body.currentPageUrl).toBe(`/site${SITE_CONTENTS}?page=0&pageSize=1`);
    expect(body.channelSummary.resourceUrl).toBe(
      `/site/services/data/v64.0/connect/cms/delivery/channels/${CHANNEL_ID}`,
    );
    expect(body.contents[0]?.resourceUrl).toMatch(new RegExp(`^/site${SITE_CONTENTS}/MC`));
  });
});
