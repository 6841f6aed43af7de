import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../../server/config';
import { makeContentDir } from '../../../support/fixtureContent';
import { KEYS, SITE_ID } from '../../support/fixtureIds';
import { platformError, startTestServer, type TestServer } from '../../support/testServer';

const TOKENS = ['00D5f000000bnVW!AQ4AQFirstToken', 'second-token'];
const INVALID_SESSION = { errorCode: 'INVALID_SESSION_ID', message: 'Session expired or invalid' };

let cleanup: () => Promise<void>;
let guarded: TestServer;
let open: TestServer;
/** Every API read the guarded server answered: its path and status. */
const answered: { url: string; status: number }[] = [];

beforeAll(async () => {
  const content = await makeContentDir();
  cleanup = content.cleanup;
  guarded = await startTestServer({
    contentDir: content.dir,
    watchContent: false,
    accessTokens: TOKENS,
    setup: (app) => {
      app.addHook('onResponse', async (request, reply) => {
        if (request.url.includes('/services/data/'))
          answered.push({ url: request.url, status: reply.statusCode });
      });
    },
  });
  open = await startTestServer({ contentDir: content.dir, watchContent: false });
});
afterAll(async () => {
  await guarded.close();
  await open.close();
  await cleanup();
});

const contentPath = `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents/${KEYS.newsA}`;

describe('EMULATOR_ACCESS_TOKENS', () => {
  it('answers a Connect API request with an accepted bearer token', async () => {
    for (const token of TOKENS) {
      const response = await guarded.fetch(guarded.url(contentPath), {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
    }
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { Authorization: 'Bearer expired' }],
    ['another scheme', { Authorization: `Basic ${TOKENS[1] ?? ''}` }],
  ])("answers %s with 401 and the platform's body", async (_case, headers) => {
    const response = await guarded.fetch(guarded.url(contentPath), { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    expect(platformError(await response.json())).toEqual(INVALID_SESSION);
  });

  it.each([
    ['a percent-encoded letter', contentPath.replace('/services/', '/%73ervices/')],
    ['a percent-encoded letter in another segment', contentPath.replace('/data/', '/%64ata/')],
  ])('guards a path spelt with %s as the route it reaches', async (_case, spelt) => {
    const response = await guarded.fetch(guarded.url(spelt));
    expect(response.status).toBe(401);
    expect(platformError(await response.json())).toEqual(INVALID_SESSION);
  });

  it('guards the Connect API only: the site info needs none, the SEO call one', async () => {
    expect((await guarded.fetch(guarded.url('/emulator/site'))).status).toBe(200);
    const seo = await guarded.fetch(
      guarded.url(
        '/services/data/v64.0/connect/communities/0DB5f000000TR6xGAG/seo/properties/about',
      ),
    );
    expect(seo.status).toBe(401);
  });

  it("lets the site's own pages read: the render's reads in process and same-origin requests", async () => {
    answered.length = 0;
    const page = await guarded.fetch(guarded.url('/about'));
    expect(page.status).toBe(200);
    expect(answered.map(({ status }) => status)).toEqual([200]);
    expect(answered[0]?.url).toContain('/seo/properties/about');
    const fromThePage = await guarded.fetch(guarded.url(contentPath), {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(fromThePage.status).toBe(200);
    const fromAnotherSite = await guarded.fetch(guarded.url(contentPath), {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(fromAnotherSite.status).toBe(401);
  });

  it('reads the tokens from EMULATOR_ACCESS_TOKENS, a comma list', () => {
    expect(readServerConfig({ EMULATOR_ACCESS_TOKENS: ' a!1, b ,' }).accessTokens).toEqual([
      'a!1',
      'b',
    ]);
    expect(() => readServerConfig({ EMULATOR_ACCESS_TOKENS: 'a b' })).toThrow(
      'EMULATOR_ACCESS_TOKENS.0: a token is visible ASCII characters',
    );
  });

  it('requires nothing when no token is set (the default)', async () => {
    expect((await open.fetch(open.url(contentPath))).status).toBe(200);
  });
});
