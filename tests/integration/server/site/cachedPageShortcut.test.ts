import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../support/useTestServer';
import type { TestServer } from '../../support/testServer';
import { logDestination } from '../../../../server/http/requestLog';

const servers = useTestServer();

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over a real socket (the shortcut sits on the socket side of the server). */
function overSocket(
  origin: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${origin}${path}`,
      { method, headers, agent: false },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          });
        });
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The headers an answer's content decides: those a connection or a moment adds are left out. */
function pageHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return { ...rest, 'x-request-id': 'any', 'x-accel-expires': 'the end of the second' };
}

/**
 * The second `X-Accel-Expires` names (`@<unix seconds>`): like `Date`, two answers a moment apart
 * may fall in two seconds.
 */
function expiresAt(headers: IncomingHttpHeaders): number {
  const value = String(headers['x-accel-expires']);
  expect(value).toMatch(/^@\d+$/);
  return Number(value.slice(1));
}

/** A server whose hooks list the page requests Fastify saw (not a render's API reads). */
async function countingServer(options: Parameters<typeof servers.start>[0] = {}) {
  const seen: string[] = [];
  const server = await servers.start({
    ...options,
    setup: (app) => {
      app.addHook('onRequest', (request, _reply, done) => {
        if (request.url.startsWith('/about')) seen.push(`${request.method} ${request.url}`);
        done();
      });
    },
  });
  return { server, seen, origin: await server.listen() };
}

/** Renders /about through the page route (the first request), so the cache holds it. */
async function rendered(server: TestServer): Promise<void> {
  expect((await server.request('/about')).status).toBe(200);
}

const BROTLI = { 'accept-encoding': 'br' };

/**
 * Asks for the page until its brotli body changes: the render cache recompresses a page at its
 * finest once, in the background, at its first hit, and a test comparing two answers must not
 * see that happen between them.
 */
async function refined(server: TestServer): Promise<void> {
  const ask = async () => (await server.request('/about', { headers: BROTLI })).body;
  const first = await ask();
  for (let tries = 0; tries < 100; tries += 1) {
    if (!(await ask()).equals(first)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the render cache never refined /about');
}

describe("a guest's page from the render cache, answered ahead of Fastify", () => {
  it.each([['br'], ['gzip'], ['identity']])(
    'is the answer the page route gives, in %s',
    async (encoding) => {
      const { server, seen, origin } = await countingServer();
      await refined(server);
      seen.length = 0;
      const headers = { 'accept-encoding': encoding };
      const fromRoute = await server.request('/about', { headers });
      const fromCache = await overSocket(origin, '/about?utm_source=mail', { headers });
      expect(seen).toEqual(['GET /about']);
      expect(fromCache.status).toBe(fromRoute.status);
      expect(pageHeaders(fromCache.headers)).toEqual(pageHeaders(fromRoute.headers));
      const expiresLater = expiresAt(fromCache.headers) - expiresAt(fromRoute.headers);
      expect(expiresLater).toBeGreaterThanOrEqual(0);
      expect(expiresLater).toBeLessThanOrEqual(1);
      expect(fromCache.body.equals(fromRoute.body)).toBe(true);
    },
  );

  it('is a 304 for the ETag the client holds, as from the page route', async () => {
    const { server, seen, origin } = await countingServer();
    const etag = String((await server.request('/about')).headers.etag);
    const headers = { 'if-none-match': etag };
    const fromRoute = await server.request('/about', { headers });
    const fromCache = await overSocket(origin, '/about', { headers });
    expect(seen).toEqual(['GET /about', 'GET /about']);
    expect(fromCache.status).toBe(304);
    expect(fromCache.body.length).toBe(0);
    expect(pageHeaders(fromCache.headers)).toEqual(pageHeaders(fromRoute.headers));
  });

  it('gives every kind of answer its own headers, asked for in turn on one page', async () => {
    const { server, origin } = await countingServer();
    const etag = String((await server.request('/about')).headers.etag);
    await refined(server);
    const asked: Record<string, string>[] = [
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip' },
      {},
    ];
    const requests = [...asked, { 'if-none-match': etag }, ...asked];
    for (const headers of requests) {
      const fromRoute = await server.request('/about', { headers });
      const fromCache = await overSocket(origin, '/about', { headers });
      expect(fromCache.status).toBe(fromRoute.status);
      expect(pageHeaders(fromCache.headers)).toEqual(pageHeaders(fromRoute.headers));
      expect(fromCache.body.equals(fromRoute.body)).toBe(true);
    }
  });

  it('echoes a well-formed X-Request-Id, else makes one', async () => {
    const { server, origin } = await countingServer();
    await rendered(server);
    const given = await overSocket(origin, '/about', { headers: { 'x-request-id': 'edge-42' } });
    expect(given.headers['x-request-id']).toBe('edge-42');
    const made = await overSocket(origin, '/about', { headers: { 'x-request-id': 'bad id' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs the request in the line Fastify writes for it', async () => {
    const lines: Record<string, unknown>[] = [];
    const server = await servers.start({
      logger: {
        level: 'info',
        stream: {
          write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
        },
      },
    });
    const origin = await server.listen();
    await rendered(server);
    await overSocket(origin, '/about?x=1', { headers: { 'x-request-id': 'edge-7' } });
    const logged = lines.filter((line) => line.msg === 'request completed');
    expect(logged.at(-1)).toMatchObject({
      level: 30,
      reqId: 'edge-7',
      method: 'GET',
      url: '/about?x=1',
      remoteAddress: '127.0.0.1',
      statusCode: 200,
    });
    expect(Object.keys(logged.at(-1) ?? {}).sort()).toEqual(Object.keys(logged[0] ?? {}).sort());
  });

  it('logs a cached page in the batch of a batched log, in the line Fastify writes', async () => {
    let written = '';
    const logs = logDestination({ write: (text: string) => (written += text) });
    const server = await servers.start({ logger: { level: 'info', stream: logs } });
    const origin = await server.listen();
    await rendered(server);
    logs.flush();
    const fromFastify = written
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as object);
    written = '';
    await overSocket(origin, '/about?x=1', { headers: { 'x-request-id': 'edge-8' } });
    expect(written).toBe('');
    logs.flush();
    const fromCache = JSON.parse(written) as object;
    expect(fromCache).toMatchObject({
      level: 30,
      reqId: 'edge-8',
      method: 'GET',
      url: '/about?x=1',
      remoteAddress: '127.0.0.1',
      statusCode: 200,
      msg: 'request completed',
    });
    const completed = fromFastify.filter((line) => 'responseTime' in line);
    expect(Object.keys(fromCache)).toEqual(Object.keys(completed.at(-1) ?? {}));
  });

  it("leaves to Fastify a page not yet rendered, HEAD, an editor's or a preview link's cookie, and the drain", async () => {
    const { server, seen, origin } = await countingServer();
    expect((await overSocket(origin, '/about')).status).toBe(200);
    await overSocket(origin, '/about', { method: 'HEAD' });
    // A cookie of the site's own (not the editor's) is a guest's: the cached page answers it.
    await overSocket(origin, '/about', { headers: { cookie: 'theme=dark' } });
    await overSocket(origin, '/about');
    expect(seen).toEqual(['GET /about', 'HEAD /about']);
    await overSocket(origin, '/about', { headers: { cookie: 'theme=dark; editor_session=x' } });
    await overSocket(origin, '/about', { headers: { cookie: '__Host-editor_preview=y' } });
    expect(seen).toEqual(['GET /about', 'HEAD /about', 'GET /about', 'GET /about']);

    // What `drainAndClose` sets first: Fastify then answers 503 and closes the connection.
    server.app.draining = true;
    const during = await overSocket(origin, '/about');
    expect(during.status).toBe(503);
    expect(during.headers.connection).toBe('close');
    expect(seen).toHaveLength(5);
  });
});
