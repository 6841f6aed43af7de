import {
  createServer as createTcpServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchTimings } from '../../../../content-model/watchContent';
import type { CreateServerOptions } from '../../../../server/createServer';
import { makeContentDir } from '../../../support/fixtureContent';
import { editJson } from '../../support/contentEdits';
import { COMMUNITY_ID, SITE_CONTENTS } from '../../support/fixtureIds';
import { startTestServer, type TestServer } from '../../support/testServer';
import { DEFAULT_ORG_READS, OrgReads } from '../../../../server/site/orgFetch';

/*
 * The site in front of an org: a second instance of this server stands in for the org, with
 * content of its own and a token it requires, on a real port; the site's page renders read it over
 * HTTP, never the site's own folder.
 */

const TOKEN = 'org-token-4f9c2a';
const ORG_TITLE = 'Quayline, as the org tells it';
const SEO_PATH = `/services/data/v64.0/connect/communities/${COMMUNITY_ID}/seo/properties/about`;
const QUICK: WatchTimings = { settleMs: 50, quietMs: 200, rescanMs: 300 };

/** What reached the org: each request's path, `Authorization` and request id. */
interface OrgRequest {
  url: string;
  authorization: string | undefined;
  requestId: string | undefined;
}

const cleanups: (() => Promise<void>)[] = [];
const seenByOrg: OrgRequest[] = [];
let org: TestServer;
let orgOrigin: string;
let orgContentDir: string;
let siteContentDir: string;

beforeAll(async () => {
  const orgContent = await makeContentDir();
  const siteContent = await makeContentDir();
  cleanups.push(orgContent.cleanup, siteContent.cleanup);
  orgContentDir = orgContent.dir;
  siteContentDir = siteContent.dir;
  await editJson(orgContentDir, 'seo/about.json', (seo) => ({ ...seo, recordName: ORG_TITLE }));
  org = await startTestServer({
    contentDir: orgContentDir,
    serveSite: false,
    accessTokens: [TOKEN],
    publishTimings: QUICK,
    setup: (app) => {
      app.addHook('onRequest', (request, _reply, done) => {
        const requestId = request.headers['x-request-id'];
        seenByOrg.push({
          url: request.url,
          authorization: request.headers.authorization,
          requestId: typeof requestId === 'string' ? requestId : undefined,
        });
        done();
      });
    },
  });
  orgOrigin = await org.listen();
});

afterAll(async () => {
  await org.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The site on its own content, in front of `apiOrigin`; closed when `use` is done. */
async function withSite(
  options: Partial<CreateServerOptions>,
  use: (site: TestServer) => Promise<void>,
): Promise<void> {
  const site = await startTestServer({
    contentDir: siteContentDir,
    watchContent: false,
    apiOrigin: orgOrigin,
    ...options,
  });
  try {
    await use(site);
  } finally {
    await site.close();
  }
}

/** Saves `title` as the org's About title, and waits until the org serves it. */
async function publishOrgTitle(title: string): Promise<void> {
  await editJson(orgContentDir, 'seo/about.json', (seo) => ({ ...seo, recordName: title }));
  await expect
    .poll(
      async () => {
        const seo = await fetch(`${orgOrigin}${SEO_PATH}`, {
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        return ((await seo.json()) as { recordName: string }).recordName;
      },
      { timeout: 5_000, interval: 50 },
    )
    .toBe(title);
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** A port nothing listens on: one just given up. */
async function closedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return port;
}

/** An org that accepts connections and never answers; `close()` hangs up on them. */
async function silentOrg(): Promise<{ origin: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

describe('the site in front of an org', () => {
  it("renders /about on the server from the org's content, not the local folder", async () => {
    await withSite({ orgReads: { accessToken: TOKEN } }, async (site) => {
      // The site's own folder has the fixture's title: what the emulator would have rendered.
      const local = await startTestServer({ contentDir: siteContentDir, watchContent: false });
      const localTitle = titleOf(await (await local.fetch(local.url('/about'))).text());
      await local.close();
      expect(localTitle).toBe('About');

      const response = await site.fetch(site.url('/about'));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(titleOf(html)).toBe(ORG_TITLE);
      expect(html).not.toContain('<title>About</title>');
      // The browser reads the same org, and never gets the token.
      expect(html).toContain(`"apiOrigin":"${orgOrigin}"`);
      expect(html).not.toContain(TOKEN);
    });
  });

  it('sends the token the org requires with every read, under the page request id', async () => {
    // The org refuses a read without the token.
    const refused = await fetch(`${orgOrigin}${SEO_PATH}`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual([
      { errorCode: 'INVALID_SESSION_ID', message: 'Session expired or invalid' },
    ]);

    await withSite({ orgReads: { accessToken: TOKEN } }, async (site) => {
      seenByOrg.length = 0;
      const response = await site.fetch(site.url('/about'));
      expect(response.status).toBe(200);
      const reads = seenByOrg.filter((seen) => seen.url === SEO_PATH);
      expect(reads).toEqual([
        {
          url: SEO_PATH,
          authorization: `Bearer ${TOKEN}`,
          requestId: response.headers.get('x-request-id'),
        },
      ]);
    });
  });

  it.each([
    ['no token', {}],
    ['a token the org refuses', { accessToken: 'not-the-org-token' }],
  ])('answers 502 with a clear page for %s, and keeps nothing', async (_name, orgReads) => {
    await withSite({ orgReads }, async (site) => {
      const response = await site.fetch(site.url('/about'));
      expect(response.status).toBe(502);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('content could not be read.');
      expect(html).not.toContain(ORG_TITLE);
      expect(site.app.renderCache.size).toBe(0);
    });
  });

  it('answers 502 at once when the org is down, not a hang', async () => {
    const port = await closedPort();
    await withSite({ apiOrigin: `http://127.0.0.1:${String(port)}` }, async (site) => {
      const started = Date.now();
      const response = await site.fetch(site.url('/about'));
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(response.status).toBe(502);
      expect(await response.text()).toContain('content could not be read.');
      expect(site.app.renderCache.size).toBe(0);
    });
  });

  it('answers 504 once the org has not answered within the response time', async () => {
    const silent = await silentOrg();
    try {
      await withSite(
        { apiOrigin: silent.origin, orgReads: { responseTimeoutMs: 300 } },
        async (site) => {
          const started = Date.now();
          const response = await site.fetch(site.url('/about'));
          const elapsed = Date.now() - started;
          expect(response.status).toBe(504);
          expect(elapsed).toBeGreaterThanOrEqual(250);
          expect(elapsed).toBeLessThan(1_900);
          expect(await response.text()).toContain('content did not arrive in time.');
        },
      );
    } finally {
      await silent.close();
    }
  });

  it("keeps a page rendered from the org for its max age; with 0 it follows the org's changes at once", async () => {
    await withSite({ orgReads: { accessToken: TOKEN } }, async (kept) => {
      await withSite({ orgReads: { accessToken: TOKEN, pageMaxAgeMs: 0 } }, async (fresh) => {
        expect(titleOf(await (await kept.fetch(kept.url('/about'))).text())).toBe(ORG_TITLE);
        expect(kept.app.renderCache.size).toBe(1);
        const changed = `${ORG_TITLE}, revised`;
        await publishOrgTitle(changed);
        try {
          // Within the minute, the page kept is the one sent; a site keeping none has the change.
          expect(titleOf(await (await kept.fetch(kept.url('/about'))).text())).toBe(ORG_TITLE);
          expect(titleOf(await (await fresh.fetch(fresh.url('/about'))).text())).toBe(changed);
          expect(fresh.app.renderCache.size).toBe(0);
        } finally {
          await publishOrgTitle(ORG_TITLE);
        }
      });
    });
  });
});

describe('a page render reading the org', () => {
  it('reads the org only: a url of another origin is refused, and its token goes nowhere else', async () => {
    const reads = new OrgReads(orgOrigin, { ...DEFAULT_ORG_READS, accessToken: TOKEN });
    try {
      const page = reads.readsFor({ requestId: 'render-1' });
      await expect(page.fetch(`http://127.0.0.1:9${SEO_PATH}`)).rejects.toThrow(
        `a page render reads ${orgOrigin} only, not http://127.0.0.1:9`,
      );
      const answer = await page.fetch(SEO_PATH, { headers: { cookie: 'visitor=1' } });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { recordName: string }).recordName).toBe(ORG_TITLE);
      // A large answer comes compressed; the render reads it decoded.
      const list = await page.fetch(`${SITE_CONTENTS}?includeContentBody=true`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(list.status).toBe(200);
      expect(list.headers.get('content-encoding')).toBeNull();
      expect(((await list.json()) as { contents: unknown[] }).contents.length).toBeGreaterThan(3);
      expect(page.failure()).toBeUndefined();
    } finally {
      await reads.close();
    }
  });

  it('counts a read the SDK aborts at its time limit as the org being too slow (504)', async () => {
    const silent = await silentOrg();
    const reads = new OrgReads(silent.origin, DEFAULT_ORG_READS);
    try {
      const page = reads.readsFor({ requestId: 'render-2' });
      const limit = new AbortController();
      setTimeout(() => {
        limit.abort(new Error('timed out'));
      }, 50);
      await expect(page.fetch(SEO_PATH, { signal: limit.signal })).rejects.toThrow('timed out');
      const failure = page.failure();
      expect(failure?.statusCode).toBe(504);
      expect(failure?.message).toBe(
        `the platform at ${silent.origin} did not serve the page's read GET ${SEO_PATH}: timed out`,
      );
    } finally {
      await reads.close();
      await silent.close();
    }
  });
});
