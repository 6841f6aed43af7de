/**
 * What a shared cache is told about guest pages: fresh for 1 s (nginx: to the end of the current
 * second), stale for 1 s more while one request revalidates, and a revalidation with the page's
 * ETag is a 304 from the render cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRaw } from '../../../../scripts/localStack';
import {
  SHARED_CACHE_EXPIRY_HEADER,
  sharedCacheExpiry,
} from '../../../../server/site/sharedCacheExpiry';
import { openFolderStore } from '../../../../content-model/store/folderStore';
import { makeContentDir } from '../../../support/fixtureContent';
import { addUser, signInAs } from '../../support/editorClient';
import { startTestServer, type TestServer } from '../../support/testServer';

// A guest's page, as docs/fleet.md documents its Cache-Control.
const GUEST_PAGE_CACHE = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';

let cleanup: () => Promise<void>;
let server: TestServer;
let origin: string;

beforeAll(async () => {
  const content = await makeContentDir();
  cleanup = content.cleanup;
  server = await startTestServer({ contentDir: content.dir });
  origin = await server.listen();
  const store = await openFolderStore({ contentDir: content.dir });
  try {
    await addUser(store.accounts, 'ana', 'author');
  } finally {
    await store.close();
  }
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

/** `@<seconds>` of the second the answer was made in, or the one before it (a tick between). */
const expiryAround = (value: string | string[] | undefined) => {
  const now = Math.floor(Date.now() / 1000);
  expect([`@${String(now)}`, `@${String(now - 1)}`]).toContain(value);
};

describe('sharedCacheExpiry', () => {
  it('names the current whole second since the epoch', () => {
    expect(sharedCacheExpiry(1_700_000_000_999)).toBe('@1700000000');
    expect(sharedCacheExpiry(1_700_000_001_000)).toBe('@1700000001');
  });
});

describe('guest pages for a shared cache', () => {
  it('say s-maxage=1 with stale-while-revalidate=1, and X-Accel-Expires after Cache-Control, rendered or cached', async () => {
    // The first answer is rendered by the route, the second sent from the render cache.
    for (const attempt of ['rendered', 'cached']) {
      const page = await getRaw(`${origin}/about`);
      expect(page.status, attempt).toBe(200);
      expect(page.headers['cache-control']).toBe(GUEST_PAGE_CACHE);
      expiryAround(page.headers[SHARED_CACHE_EXPIRY_HEADER.toLowerCase()]);
    }
  });

  it('answer a revalidation with the current ETag 304, with the same caching headers', async () => {
    const page = await getRaw(`${origin}/about`);
    const etag = page.headers.etag ?? '';
    const revalidated = await getRaw(`${origin}/about`, { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(GUEST_PAGE_CACHE);
    expiryAround(revalidated.headers[SHARED_CACHE_EXPIRY_HEADER.toLowerCase()]);
  });

  it('never tell a shared cache to keep a signed-in page', async () => {
    const { cookie } = await signInAs(server, 'ana');
    const page = await getRaw(`${origin}/about`, { Cookie: cookie });
    expect(page.headers['cache-control']).toMatch(/^private/);
    expect(page.headers[SHARED_CACHE_EXPIRY_HEADER.toLowerCase()]).toBeUndefined();
  });
});
