import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateServerOptions } from '../../../../server/createServer';
import { keptLog, type LogLine } from '../../support/loggedServer';
import { openFolderStore } from '../../../../content-model/store/folderStore';
import { addUser, sessionCookieOf, signInRequest, TEST_PASSWORD } from '../../support/editorClient';
import { rawRequest, type TestServer } from '../../support/testServer';
import { useTestServer } from '../../support/useTestServer';

const servers = useTestServer();

/** A server whose JSON log lines are kept, for the tests to read. */
async function loggedServer(options: CreateServerOptions = {}, level = 'info') {
  const lines: LogLine[] = [];
  const server = await servers.start({ ...options, logger: keptLog(lines, level) });
  return { server, lines };
}

const completed = (lines: LogLine[]) => lines.filter((line) => line.msg === 'request completed');

describe('request ids', () => {
  let server: TestServer;
  let lines: LogLine[];

  beforeAll(async () => {
    ({ server, lines } = await loggedServer());
  });

  it('takes a well-formed X-Request-Id, echoes it and logs the request under it', async () => {
    const response = await server.fetch('/about', { headers: { 'X-Request-Id': 'edge-7f3a:42' } });
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a:42');
    expect(completed(lines).at(-1)?.reqId).toBe('edge-7f3a:42');
  });

  it('logs one flat line per request, without its headers', async () => {
    const before = lines.length;
    await server.fetch('/about?x=1', {
      headers: { 'X-Request-Id': 'flat-1', Cookie: 'editor_session=secret' },
    });
    const mine = lines.slice(before).filter((line) => line.reqId === 'flat-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toEqual({
      level: 30,
      time: expect.any(Number) as number,
      pid: process.pid,
      hostname: expect.any(String) as string,
      reqId: 'flat-1',
      method: 'GET',
      url: '/about?x=1',
      remoteAddress: '127.0.0.1',
      statusCode: 200,
      responseTime: expect.any(Number) as number,
      msg: 'request completed',
    });
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'two words'],
    ['with a quote', 'id"}'],
    ['empty', ''],
  ])('makes a new id instead of one %s', async (_label, given) => {
    const response = await server.fetch('/about', { headers: { 'X-Request-Id': given } });
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(completed(lines).at(-1)?.reqId).toBe(id);
  });

  it('makes a different id for every request without one, errors included', async () => {
    const ids = await Promise.all(
      ['/about', '/no/such/page', '/lwr/apex/v64.0/Nope/nope', '/%'].map(
        async (target) => (await server.request(target)).headers['x-request-id'],
      ),
    );
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a page render', () => {
  it('logs every line under the page request id, its reads of the APIs included', async () => {
    const { server, lines } = await loggedServer({}, 'debug');
    const before = lines.length;
    const page = await server.fetch('/about/a0X5f00000jO1RNEA0', {
      headers: { 'X-Request-Id': 'page-render-1' },
    });
    expect(page.status).toBe(200);
    const rendered = lines.slice(before);
    // The fixture renderer reads the SEO properties in process: a line of its own, same id.
    expect(rendered.map((line) => line.url)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/seo/properties/'),
        '/about/a0X5f00000jO1RNEA0',
      ]),
    );
    for (const line of rendered) expect(line.reqId).toBe('page-render-1');
  });

  it('is one line at info: its reads are logged at debug', async () => {
    const { server, lines } = await loggedServer();
    const before = lines.length;
    await server.fetch('/about/a0X5f00000jO1RNEA1', {
      headers: { 'X-Request-Id': 'page-render-2' },
    });
    const rendered = lines.slice(before);
    expect(rendered).toHaveLength(1);
    expect(rendered[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: 'page-render-2',
      url: '/about/a0X5f00000jO1RNEA1',
    });
  });
});

describe('trust proxy', () => {
  beforeAll(async () => {
    const store = await openFolderStore({ contentDir: servers.contentDir });
    try {
      await addUser(store.accounts, 'ana', 'author');
    } finally {
      await store.close();
    }
  });

  const forwarded = {
    'X-Forwarded-For': '203.0.113.9',
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Host': 'www.example.com',
  };

  it('by default logs the peer address and ignores X-Forwarded-*', async () => {
    const { server, lines } = await loggedServer();
    const origin = await server.listen();
    await rawRequest(origin, '/about', { headers: forwarded });
    expect(completed(lines).at(-1)?.remoteAddress).toBe('127.0.0.1');
    // Probes are logged only when something is wrong.
    const logged = lines.length;
    await rawRequest(origin, '/healthz');
    expect(lines.length).toBe(logged);
    // Behind no trusted proxy, the visitor reached the site over http: no Secure cookie.
    const signIn = await signInRequest(server, 'ana', TEST_PASSWORD, {
      'X-Forwarded-Proto': 'https',
    });
    expect(signIn.status).toBe(200);
    expect(sessionCookieOf(signIn)).toMatch(/^editor_session=/);
    expect(signIn.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });

  it('with TRUST_PROXY, logs the client address and marks cookies Secure behind https', async () => {
    const { server, lines } = await loggedServer({ trustProxy: ['127.0.0.1'] });
    const origin = await server.listen();
    await rawRequest(origin, '/about', { headers: forwarded });
    expect(completed(lines).at(-1)?.remoteAddress).toBe('203.0.113.9');
    const form = await server.fetch('/editor', { headers: forwarded });
    expect(form.headers.get('set-cookie')).toMatch(/^__Host-editor_form=.*;\s*Secure/i);
    const signIn = await signInRequest(server, 'ana', TEST_PASSWORD, {
      ...forwarded,
      Origin: 'https://www.example.com',
    });
    expect(signIn.status).toBe(200);
    expect(sessionCookieOf(signIn)).toMatch(/^__Host-editor_session=/);
    expect(signIn.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });
});
