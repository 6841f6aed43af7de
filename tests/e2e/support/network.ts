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
