import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContentDir } from '../../../support/fixtureContent';
import { COMMUNITY_ID, KEYS, SITE_CONTENTS, SITE_ID, UNKNOWN_KEY } from '../../support/fixtureIds';
import { startTestServer, type TestServer } from '../../support/testServer';

const LISTED = 'https://app.example.com';
const ALSO_LISTED = 'http://localhost:5173';
const UNLISTED = 'https://elsewhere.example.net';

let cleanup: () => Promise<void>;
let contentDir: string;
let listing: TestServer;
let plain: TestServer;

beforeAll(async () => {
  ({ dir: contentDir, cleanup } = await makeContentDir());
  listing = await startTestServer({ contentDir, corsOrigins: [LISTED, ALSO_LISTED] });
  plain = await startTestServer({ contentDir });
});
afterAll(async () => {
  await Promise.all([listing.close(), plain.close()]);
  await cleanup();
});

const NEWS = `${SITE_CONTENTS}/${KEYS.newsA}`;
const APEX_POST = '/lwr/apex/v64.0/WebsiteHelperController/getContentTwo';

function get(server: TestServer, path: string, origin?: string) {
  return server.request(server.url(path), { headers: origin ? { Origin: origin } : {} });
}

function preflight(server: TestServer, path: string, origin: string) {
  return server.request(server.url(path), {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,x-sfdc-allow-continuation',
    },
  });
}

const varyOf = (headers: IncomingHttpHeaders): string[] =>
  (headers.vary ?? '').toLowerCase().split(/\s*,\s*/);

describe('CORS for the listed origins', () => {
  it.each([
    ['a document', NEWS],
    ['a list', `${SITE_CONTENTS}?contentTypeFQN=sfdc_cms__news`],
    [
      'SEO properties',
      `/services/data/v64.0/connect/communities/${COMMUNITY_ID}/seo/properties/about`,
    ],
    ['a picture', `/sfsites/c/cms/delivery/media/${KEYS.banner}`],
    ['the site ids', '/emulator/site'],
  ])('lets a listed origin read %s, with credentials', async (_, path) => {
    for (const origin of [LISTED, ALSO_LISTED]) {
      const response = await get(listing, path, origin);
      expect(response.status).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(varyOf(response.headers)).toContain('origin');
    }
  });

  it('lets a listed origin read a platform error, so the SDK can report it', async () => {
    const response = await get(listing, `${SITE_CONTENTS}/${UNKNOWN_KEY}`, LISTED);
    expect(response.status).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBe(LISTED);
  });

  it('answers a listed origin’s preflight with the methods and headers the SDK sends', async () => {
    const response = await preflight(listing, APEX_POST, LISTED);
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(LISTED);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD, POST');
    expect(response.headers['access-control-allow-headers']).toBe(
      'Content-Type, X-SFDC-Allow-Continuation, Authorization, X-Chatter-Entity-Encoding',
    );
    expect(response.headers['access-control-max-age']).toBe('600');
  });

  it('answers a server-method POST from a listed origin', async () => {
    const response = await listing.request(listing.url(APEX_POST), {
      method: 'POST',
      headers: { Origin: LISTED, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.headers['access-control-allow-origin']).toBe(LISTED);
  });

  it('gives an unlisted origin no CORS header and refuses its preflight', async () => {
    const response = await get(listing, NEWS, UNLISTED);
    expect(response.status).toBe(200);
    expect(response.headers).not.toHaveProperty('access-control-allow-origin');
    expect(response.headers).not.toHaveProperty('access-control-allow-credentials');
    expect(varyOf(response.headers)).toContain('origin');

    const refused = await preflight(listing, APEX_POST, UNLISTED);
    expect(refused.status).toBe(404);
    expect(refused.headers).not.toHaveProperty('access-control-allow-origin');
    expect(refused.headers).not.toHaveProperty('access-control-allow-methods');
  });

  it('matches whole origins only', async () => {
    for (const origin of [`${LISTED}:8443`, 'http://app.example.com', `${LISTED}.evil.test`]) {
      const response = await get(listing, NEWS, origin);
      expect(response.headers, origin).not.toHaveProperty('access-control-allow-origin');
    }
  });

  it('leaves the site’s pages out, their preflights included', async () => {
    const response = await get(listing, '/about', LISTED);
    expect(response.headers).not.toHaveProperty('access-control-allow-origin');
    for (const page of ['/about', '/fr/about', '/robots.txt']) {
      const refused = await preflight(listing, page, LISTED);
      expect(refused.status, page).toBe(404);
      expect(refused.headers, page).not.toHaveProperty('access-control-allow-origin');
    }
  });

  it('leaves same-origin reads as they were', async () => {
    const response = await get(listing, NEWS);
    expect(response.status).toBe(200);
    expect(response.headers).not.toHaveProperty('access-control-allow-origin');
  });
});

describe('CORS by default', () => {
  it('lists no origin: no CORS header for anyone, and no preflight answered', async () => {
    const response = await get(plain, NEWS, LISTED);
    expect(response.status).toBe(200);
    expect(response.headers).not.toHaveProperty('access-control-allow-origin');
    expect(varyOf(response.headers)).not.toContain('origin');
    const refused = await preflight(plain, APEX_POST, LISTED);
    expect(refused.status).toBe(404);
    expect(refused.headers).not.toHaveProperty('access-control-allow-origin');
  });
});

describe('the site ids', () => {
  it('are served at /emulator/site under the base path', async () => {
    const based = await startTestServer({ contentDir, basePath: '/site' });
    try {
      const response = await based.fetch('/site/emulator/site');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json;charset=UTF-8');
      expect(await response.json()).toEqual({
        siteName: 'Fixture Site',
        siteId: SITE_ID,
        channelId: '0ap5f000000CmZ4AAK',
        communityId: COMMUNITY_ID,
        basePath: '/site',
        apiVersion: 'v64.0',
        languages: ['en_US', 'fr_FR'],
      });
    } finally {
      await based.close();
    }
  });
});
