import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../../server/http/securityHeaders';
import { httpServerOptions } from '../../../../server/http/serverOptions';
import { KEYS, SITE_CONTENTS } from '../../support/fixtureIds';
import { platformError, rawRequest, rawSocket, type TestServer } from '../../support/testServer';
import { useTestServer } from '../../support/useTestServer';

// The timeouts docs/limits.md documents: 30 s for a request to arrive, an idle kept-alive
// connection closed after 72 s, a silent socket destroyed after 90 s.
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
const SOCKET_IDLE_TIMEOUT_MS = 90_000;

// The Permissions-Policy docs/limits.md documents.
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()';

const servers = useTestServer();
let server: TestServer;
/** For the requests Node's HTTP parser must see; the others go through inject. */
let origin: string;

beforeAll(async () => {
  server = await servers.start();
  origin = await server.listen();
});

/** Splits a raw answer into its status, lower-cased headers and body. */
function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  // Only a signed-in person's answers isolate their window (draftResponses.test.ts).
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
}

describe('status codes as documented', () => {
  it.each([
    '/sfsites/c/cms/delivery/media/../x',
    '/sfsites/c/cms/delivery/media/./x/..',
    '/sfsites/c/%2e%2e/%2e%2e/package.json',
    '/sfsites/../sfsites/c/cms/delivery/media/x',
  ])('answers dot segments on the media path %s with 404 NOT_FOUND', async (target) => {
    const response = await rawRequest(origin, target);
    expect(response.status).toBe(404);
    expect(platformError(JSON.parse(response.text))).toEqual({
      errorCode: 'NOT_FOUND',
      message: 'The requested resource does not exist',
    });
  });

  it.each(['/lwr/apex/v64.0/../../package.json', '/lwr/./apex/v64.0/%2e%2e/x'])(
    'answers dot segments on the server-method path %s with 404 and errorMessage',
    async (target) => {
      const response = await rawRequest(origin, target);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.text)).toEqual({
        errorMessage: 'The requested resource does not exist',
      });
    },
  );

  it('answers a class name over 100 characters with 404, by GET and POST alike', async () => {
    const target = `/lwr/apex/v64.0/${'A'.repeat(200)}/getCurrentUser`;
    for (const method of ['GET', 'POST']) {
      const response = await rawRequest(origin, target, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(response.status, method).toBe(404);
      expect(Object.keys(JSON.parse(response.text) as object)).toEqual(['errorMessage']);
      expectSecurityHeaders(response.headers);
    }
    const cms = await rawRequest(origin, `${SITE_CONTENTS}/${'M'.repeat(500)}`, {
      method: 'POST',
      body: '{}',
    });
    expect(cms.status).toBe(404);
    expect(platformError(JSON.parse(cms.text)).errorCode).toBe('NOT_FOUND');
  });

  it.each([';;;//', 'json', '/', 'application/', 'text/plain; charset'])(
    'reads a server-method body whatever its Content-Type, even %j',
    async (contentType) => {
      const response = await rawRequest(
        origin,
        '/lwr/apex/v64.0/SiteUserController/getCurrentUser',
        {
          method: 'POST',
          headers: { 'Content-Type': contentType },
          body: '{}',
        },
      );
      expect(response.status).toBe(200);
      expect(JSON.parse(response.text)).toMatchObject({ isGuest: true });
    },
  );

  it('judges a body with a malformed Content-Type on what it holds, never 415', async () => {
    const bad = await rawRequest(origin, '/lwr/apex/v64.0/SiteUserController/getCurrentUser', {
      method: 'POST',
      headers: { 'Content-Type': ';;' },
      body: 'not json',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(JSON.parse(bad.text) as object)).toEqual(['errorMessage']);
    const page = await rawRequest(origin, '/about', {
      method: 'POST',
      headers: { 'Content-Type': ';;' },
      body: '{}',
    });
    expect(page.status).toBe(404);
    const content = await rawRequest(origin, `${SITE_CONTENTS}/${KEYS.newsA}`, {
      headers: { 'Content-Type': '@@' },
    });
    expect(content.status).toBe(200);
  });

  it("answers Node's own 400 with the platform body and the security headers", async () => {
    const answer = parse(await rawSocket(origin, 'GARBAGE\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(platformError(JSON.parse(answer.body))).toEqual({
      errorCode: 'BAD_REQUEST',
      message: 'The request could not be parsed.',
    });
    expectSecurityHeaders(answer.headers);
    expect(answer.headers.connection).toBe('close');
  });

  it('answers headers over 16 KB with 431, the platform body and the security headers', async () => {
    const answer = parse(
      await rawSocket(
        origin,
        `GET /about HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(platformError(JSON.parse(answer.body)).errorCode).toBe(
      'REQUEST_HEADER_FIELDS_TOO_LARGE',
    );
    expectSecurityHeaders(answer.headers);
  });

  it('answers an Expect it cannot meet with 417, a body and the security headers', async () => {
    const answer = parse(
      await rawSocket(origin, 'GET /about HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n\r\n'),
    );
    expect(answer.status).toBe(417);
    expect(platformError(JSON.parse(answer.body)).errorCode).toBe('EXPECTATION_FAILED');
    expectSecurityHeaders(answer.headers);
  });

  it('still answers Expect: 100-continue', async () => {
    const answer = await rawSocket(
      origin,
      'POST /lwr/apex/v64.0/SiteUserController/getCurrentUser HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\n' +
        'Connection: close\r\n\r\n{}',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n/);
    expect(answer).toContain('HTTP/1.1 200 OK');
  });

  it('answers CONNECT with 405 instead of dropping the socket', async () => {
    const answer = parse(
      await rawSocket(origin, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(platformError(JSON.parse(answer.body)).errorCode).toBe('METHOD_NOT_ALLOWED');
    expectSecurityHeaders(answer.headers);
  });
});

describe('timeouts', () => {
  it('are set coherently on the server: 30 s for the request and its headers', () => {
    const http = server.app.server;
    expect(http.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(http.headersTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(http.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(http.timeout).toBe(SOCKET_IDLE_TIMEOUT_MS);
    expect(SOCKET_IDLE_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(REQUEST_TIMEOUT_MS);
  });

  it('answer a request whose body stops arriving with 408 and the platform body', async () => {
    // The same options with a short timeout; Node's default check (every 30 s) would not fire
    // before the test's own timeout.
    const app = Fastify({
      ...httpServerOptions({ securityHeaders: securityHeaders(), requestTimeoutMs: 500 }),
    });
    app.post('/slow', () => 'never');
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const answer = parse(
        await rawSocket(
          `http://127.0.0.1:${String(port)}`,
          'POST /slow HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 10\r\n\r\nabc',
        ),
      );
      expect(answer.status).toBe(408);
      expect(platformError(JSON.parse(answer.body)).errorCode).toBe('REQUEST_TIMEOUT');
      expectSecurityHeaders(answer.headers);
    } finally {
      await app.close();
    }
  });
});
