import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

/** Collects every response with status >= 400 and every failed request of a page, as text. */
export function recordFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    failures.push(`failed ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
  });
  return failures;
}

/** Collects the urls of the requests a page sends. */
export function recordRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    urls.push(new URL(request.url()));
  });
  return urls;
}

/**
 * A proxy in front of `upstream` that sends each HTML page in two parts, `pauseMs` apart, cut
 * where `cutAt` says (an offset in the page's text): what a slow network does to a page, made
 * certain. Every other response passes whole.
 */
export async function splitPageProxy(
  upstream: string,
  cutAt: (html: string) => number,
  pauseMs: number,
): Promise<{ url: (path: string) => string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? '/', upstream), {
        headers: { cookie: request.headers.cookie ?? '' },
      });
      const type = answer.headers.get('content-type') ?? '';
      response.writeHead(answer.status, { 'content-type': type });
      if (!type.startsWith('text/html')) {
        response.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      const html = await answer.text();
      const cut = cutAt(html);
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), pauseMs);
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
