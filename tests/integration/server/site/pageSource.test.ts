import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../../server/http/securityHeaders';
import { loadRenderPage } from '../../../../server/site/pageRenderer';
import type { SourceSite, SourceSiteContext } from '../../../../server/site/pageSource';
import { STYLES_SLOT } from '../../../../server/site/pageStyles';
import { rawRequest } from '../../support/testServer';
import { useTestServer } from '../../support/useTestServer';

// A source site (what `npm run dev` gives the server): pages made from code that may change
// between two requests. Its Vite side is covered end to end (tests/e2e/devServer.test.ts).

const SSR_ENTRY = path.resolve('tests/fixtures/ssr/entry-server.js');

const servers = useTestServer();

/** The page template as a source gives it, with an inline script naming `version`. */
const templateOf = (version: string) =>
  '<!doctype html><html lang="en"><head><title>About</title>' +
  `<script type="module" data-page-script="./main.tsx">load("${version}")</script>` +
  `${STYLES_SLOT}</head><body><div id="root"></div></body></html>`;

/** A source site whose template and styles say which version of the code they are. */
function sourceSite() {
  const site = {
    version: 'one',
    contexts: [] as SourceSiteContext[],
    served: [] as string[],
    closed: false,
  };
  const start = async (context: SourceSiteContext): Promise<SourceSite> => {
    site.contexts.push(context);
    const renderPage = await loadRenderPage(SSR_ENTRY);
    return {
      pages: {
        fixed: false,
        renderer: () => Promise.resolve(renderPage),
        template: () => Promise.resolve(templateOf(site.version)),
        styles: () => Promise.resolve(`<style>.version-${site.version}{}</style>`),
        laterStyles: () => undefined,
      },
      serveFile: (request, response) => {
        if (!request.url?.endsWith('.tsx')) return false;
        site.served.push(request.url);
        response.end('// the module');
        return true;
      },
      close: () => {
        site.closed = true;
        return Promise.resolve();
      },
    };
  };
  return { site, start };
}

const scriptSources = (response: Response) =>
  /script-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('a site served from sources that change', () => {
  it('renders each page with the code as it is, never from the render cache', async () => {
    const { site, start } = sourceSite();
    const server = await servers.start({ sourceSite: start });
    expect(site.contexts).toEqual([{ httpServer: server.app.server, basePath: '' }]);

    const first = await server.fetch('/about');
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expect(firstHtml).toContain('load("one")');
    expect(firstHtml).toContain('<style>.version-one{}</style>');
    expect(firstHtml).toContain('<main class="site" data-route="/about"></main>');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    site.version = 'two';
    const second = await server.fetch('/about');
    const secondHtml = await second.text();
    expect(secondHtml).toContain('load("two")');
    expect(secondHtml).toContain('<style>.version-two{}</style>');
    expect(server.app.renderCache.size).toBe(0);
    // Each page allows its own inline script, by its hash, and no other.
    expect(scriptSources(first)).toBe(["'self'", ...inlineScriptHashes(firstHtml)].join(' '));
    expect(scriptSources(second)).toBe(["'self'", ...inlineScriptHashes(secondHtml)].join(' '));
    expect(scriptSources(second)).not.toBe(scriptSources(first));
  });

  it("answers the source's files ahead of Fastify, and leaves the rest to the server", async () => {
    const { site, start } = sourceSite();
    const server = await servers.start({ sourceSite: start });
    const origin = await server.listen();
    const module = await rawRequest(origin, '/main.tsx');
    expect(module.text).toBe('// the module');
    expect(site.served).toEqual(['/main.tsx']);
    const robots = await rawRequest(origin, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('User-agent');
    // The built site is not served: no folder of it is read.
    expect((await rawRequest(origin, '/favicon.svg')).status).toBe(404);
  });

  it('closes the source with the server', async () => {
    const { site, start } = sourceSite();
    const server = await servers.start({ sourceSite: start });
    await server.close();
    expect(site.closed).toBe(true);
  });
});
