import { beforeAll, describe, expect, it } from 'vitest';
import { KEYS, SITE_CONTENTS } from '../support/fixtureIds';
import { platformError, rawRequest, rawSocket, type TestServer } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';

const servers = useTestServer();
let server: TestServer;
/** For the requests Node's HTTP parser must see; the others go through inject. */
let origin: string;

beforeAll(async () => {
  server = await servers.start();
  origin = await server.listen();
});

/** Good requests still get answers, by default through inject, or over `socket` when given. */
async function expectStillServing(socket?: string): Promise<void> {
  const get = (target: string) =>
    socket === undefined ? server.fetch(target) : fetch(`${socket}${target}`);
  expect((await get(server.url(`${SITE_CONTENTS}/${KEYS.newsA}`))).status).toBe(200);
  expect((await get(server.url('/about'))).status).toBe(200);
}

function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(text).not.toContain('node_modules');
  expect(text).not.toContain('/work/');
  expect(text).not.toMatch(/"stack"/);
}

describe('hostile and malformed requests', () => {
  it('answers a 100 KB query string with 431 and a platform error body', async () => {
    // Node's HTTP parser refuses the oversized request line before Fastify sees it.
    const response = await rawRequest(
      origin,
      `${SITE_CONTENTS}?contentKeys=${'A'.repeat(100 * 1024)}`,
    );
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toBe('application/json;charset=UTF-8');
    expect(platformError(JSON.parse(response.text)).errorCode).toBe(
      'REQUEST_HEADER_FIELDS_TOO_LARGE',
    );
    await expectStillServing(origin);
  });

  it('ignores a 10 KB unknown parameter', async () => {
    const response = await server.fetch(
      server.url(`${SITE_CONTENTS}?junk=${'x'.repeat(10 * 1024)}&pageSize=1`),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { contents: unknown[] }).contents).toHaveLength(1);
  });

  it('answers an undecodable url with 400 and the family error body', async () => {
    const api = await server.request(`${SITE_CONTENTS}/%E0%A4%A`);
    expect(api.status).toBe(400);
    expect(platformError(JSON.parse(api.text))).toEqual({
      errorCode: 'BAD_REQUEST',
      message: 'The request URL is not valid.',
    });
    const apex = await server.request('/lwr/apex/v64.0/%E0%A4%A/x');
    expect(apex.status).toBe(400);
    expect(JSON.parse(apex.text)).toEqual({ errorMessage: 'The request URL is not valid.' });
    const page = await server.request('/%');
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a path parameter over the router limit with 404 NOT_FOUND', async () => {
    const response = await server.fetch(server.url(`${SITE_CONTENTS}/${'M'.repeat(500)}`));
    expect(response.status).toBe(404);
    expect(platformError(await response.json()).errorCode).toBe('NOT_FOUND');
  });

  it('answers other methods on read-only resources with the platform 404', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await server.request(`${SITE_CONTENTS}/${KEYS.newsA}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(response.status, method).toBe(404);
      expect(platformError(JSON.parse(response.text)).errorCode).toBe('NOT_FOUND');
    }
  });

  // Its answer's body and headers: tests/integration/server/http/errorHandling.statusCodes.test.ts.
  it('answers a request Node cannot parse with 400 and keeps serving', async () => {
    const answer = await rawSocket(origin, 'GARBAGE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    await expectStillServing(origin);
  });

  it('answers oversized and malformed bodies without crashing', async () => {
    const huge = 'x'.repeat(2 * 1024 * 1024);
    const apex = await server.request('/lwr/apex/v64.0/SiteUserController/getCurrentUser', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: huge,
    });
    expect(apex.status).toBe(413);
    expect(Object.keys(JSON.parse(apex.text) as object)).toEqual(['errorMessage']);
    const binary = await server.request('/lwr/apex/v64.0/SiteUserController/getCurrentUser', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: Buffer.from([0, 255, 1, 254]),
    });
    expect(binary.status).toBe(400);
    await expectStillServing();
  });

  it('never leaks a stack trace or a file path', async () => {
    const probes = [
      `${SITE_CONTENTS}?page=${'9'.repeat(40)}`,
      `${SITE_CONTENTS}/%00`,
      '/services/data/v64.0/connect/sites/0DM%00/cms/delivery/contents',
      `/lwr/apex/v64.0/SiteUserController/getCurrentUser?methodParams=${encodeURIComponent('{"__proto__":{"x":1}}')}`,
      '/sfsites/c/cms/delivery/media/%00',
      '/about%00',
    ];
    for (const probe of probes) {
      const response = await server.request(probe);
      expect(response.status, probe).toBeGreaterThanOrEqual(400);
      expect(response.status, probe).toBeLessThan(500);
      expectNoInternals(response.text);
    }
    await expectStillServing();
  });

  it('keeps serving under many concurrent bad and good requests', async () => {
    const requests = Array.from({ length: 60 }, (_, i) =>
      server.fetch(
        server.url(
          i % 2 ? `${SITE_CONTENTS}?pageSize=${i}` : `/sfsites/c/cms/delivery/media/x${i}`,
        ),
      ),
    );
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 400 || status === 404)).toBe(
      true,
    );
    await expectStillServing();
  });
});
