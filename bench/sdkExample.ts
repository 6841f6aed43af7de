/**
 * A runnable example of the SDK for another app: `npx tsx bench/sdkExample.ts` runs it against a
 * small local stand-in for the platform. sdk/README.md shows the region below, and a unit test runs
 * it and checks the docs still match it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

// #region example
import { SdkError, cacheKeys, createSdk } from '@about-site/sdk';
import { isNewsDocument } from '@about-site/sdk/documents';
import type { DehydratedCache } from '@about-site/sdk';

const SITE_ID = '0DM5e000000AbCdGAA';

export async function runExample(baseUrl: string): Promise<string[]> {
  const log: string[] = [];
  // One SDK per app (per request on a server). fetch, the clock and capacity are injectable.
  const sdk = createSdk({ baseUrl, basePath: '', ttlMs: 300_000, maxEntries: 1000 });

  // Observe an entry: every real change of { state, loading, loaded, data, error }.
  const history = { channelOrSiteId: SITE_ID, contentKeyOrId: 'MCHISTORYAAAAAAAAAAAAAAAAAAA' };
  const unsubscribe = sdk.cache.subscribe(cacheKeys.getContent(history), (entry) => {
    log.push(`entry ${entry?.state ?? 'evicted'}${entry?.loading ? ' (loading)' : ''}`);
  });

  // Read one document (default policy cache-then-network), then again from the cache only.
  const document = await sdk.getContent(history);
  if (isNewsDocument(document))
    log.push(`news: ${document.title}: ${document.contentBody.excerpt}`);
  await sdk.getContent(history, { cachePolicy: 'only-if-cached' });

  // A page of documents with their bodies.
  const page = await sdk.getContents({
    channelOrSiteId: SITE_ID,
    contentKeys: ['MCHISTORYAAAAAAAAAAAAAAAAAAA'],
    includeContentBody: true,
  });
  log.push(`page of ${String(page.contents.length)}, next page: ${page.nextPageUrl ?? 'none'}`);

  // Every rejection is an SdkError: invalid config (no request), then a 404 (cached as Error).
  for (const contentKeyOrId of ['', 'MCMISSINGAAAAAAAAAAAAAAAAAAA']) {
    try {
      await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId });
    } catch (error) {
      if (!(error instanceof SdkError)) throw error;
      log.push(
        `${String(error.status)} ${error.statusText}: ${error.message} (${error.errorType})`,
      );
    }
  }

  // Cancel a call: the caller gets an AbortError; the request stops when no caller is left.
  const controller = new AbortController();
  const cancelled = sdk.getContent(
    { channelOrSiteId: SITE_ID, contentKeyOrId: 'MCSLOWAAAAAAAAAAAAAAAAAAAAAA' },
    { signal: controller.signal },
  );
  controller.abort();
  await cancelled.catch((error: unknown) =>
    log.push(`${(error as Error).name}: ${(error as Error).message}`),
  );

  // Server rendering: dehydrate on the server, embed as JSON, hydrate in the browser.
  const html = JSON.stringify(sdk.cache.dehydrate());
  const browser = createSdk({ baseUrl });
  browser.cache.hydrate(JSON.parse(html) as DehydratedCache);
  const hydrated = await browser.getContent(history, { cachePolicy: 'only-if-cached' });
  log.push(`hydrated without a request: ${hydrated.title}`);

  unsubscribe();
  return log;
}
// #endregion example

/** The stand-in platform: the two delivery paths, a 404 for unknown keys, and a slow key. */
function startPlatform(): Promise<{ baseUrl: string; close: () => void }> {
  const document = {
    contentKey: 'MCHISTORYAAAAAAAAAAAAAAAAAAA',
    contentType: { fullyQualifiedName: 'sfdc_cms__news', name: 'News' },
    contentBody: {
      bannerImage: {
        url: '/cms/delivery/media/MCBANNER',
        source: { type: 'imageReference', ref: { contentKey: 'MCBANNER' } },
      },
      body: '&lt;p&gt;Founded in 2009.&lt;/p&gt;',
      excerpt: 'Founded in 2009.',
    },
    language: 'en_US',
    managedContentId: '20Y5e000000AbCdEAA',
    publishedDate: '2024-05-02T09:30:00.000Z',
    references: null,
    title: 'Our history',
    unauthenticatedUrl: null,
    urlName: 'our-history',
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    response.setHeader('Content-Type', 'application/json;charset=UTF-8');
    if (path.endsWith('/MCSLOWAAAAAAAAAAAAAAAAAAAAAA')) return; // never answers
    if (path.endsWith('/contents')) {
      response.end(
        JSON.stringify({
          contents: [document],
          currentPageUrl: path,
          nextPageUrl: null,
          previousPageUrl: null,
        }),
      );
    } else if (path.endsWith(`/${document.contentKey}`)) {
      response.end(JSON.stringify(document));
    } else {
      response.statusCode = 404;
      response.end(
        JSON.stringify([
          { errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' },
        ]),
      );
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${String(port)}`,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const platform = await startPlatform();
  try {
    for (const line of await runExample(platform.baseUrl)) console.log(line);
  } finally {
    platform.close();
  }
}
