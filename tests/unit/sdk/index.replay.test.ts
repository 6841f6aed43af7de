import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SdkError, createSdk } from '@about-site/sdk';
import type { CallKind } from '../support/platformFixtures';
import {
  ACCESS_TOKEN,
  ORIGIN,
  fixtureNames,
  loadFixture,
  pathAndQuery,
  replay,
  sdkCallFor,
} from '../support/platformFixtures';

/** Every recorded exchange, replayed through the SDK call an app makes to send its request. */
describe.each(fixtureNames())('the platform fixture %s', (name) => {
  const exchange = loadFixture(name);
  const call = sdkCallFor(exchange);

  async function read(): Promise<{ outcome: unknown; sent: ReturnType<typeof replay> }> {
    const sent = replay(exchange);
    const sdk = createSdk({ baseUrl: ORIGIN, accessToken: ACCESS_TOKEN, retries: 0 });
    const outcome = await call.run(sdk).catch((error: unknown) => error);
    sdk.dispose();
    return { outcome, sent };
  }

  it('is sent by the SDK as recorded: method, path, query names and values, body', async () => {
    const { sent } = await read();
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(pathAndQuery(request?.url ?? '')).toEqual({
      path: exchange.request.path,
      query: exchange.request.query,
    });
    if (exchange.request.body !== undefined) expect(request?.body).toEqual(exchange.request.body);
  });

  it('carries the token in the Authorization header and nowhere else', async () => {
    const { outcome, sent } = await read();
    const { authorization, ...otherHeaders } = sent[0]?.headers ?? {};
    expect(authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    const elsewhere = JSON.stringify({ url: sent[0]?.url, body: sent[0]?.body, otherHeaders });
    expect(elsewhere).not.toContain(ACCESS_TOKEN);
    expect(JSON.stringify(outcome)).not.toContain(ACCESS_TOKEN);
  });

  const { status, body } = exchange.response;
  if (status < 300) {
    it('resolves with the response body as the platform sent it', async () => {
      const { outcome } = await read();
      expect(outcome).toEqual(body);
    });
  } else {
    it(`rejects with an SdkError of status ${String(status)} holding the body`, async () => {
      const { outcome } = await read();
      expect(outcome).toBeInstanceOf(SdkError);
      expect(outcome).toMatchObject({ ok: false, status, body });
    });
  }
});

describe('the platform fixtures', () => {
  const names = fixtureNames();

  it('cover every call the SDK makes', () => {
    const kinds = new Set(names.map((name) => sdkCallFor(loadFixture(name)).kind));
    const every: CallKind[] = [
      'getContent by site',
      'getContent by channel',
      'getContents by site',
      'getContents by channel',
      'getSeoProperties',
      'apex GET (cacheable)',
      'apex POST',
    ];
    expect([...kinds].sort()).toEqual([...every].sort());
  });

  it('cover every error status the reference documents, and a page that is not JSON', () => {
    const errors = names
      .map(loadFixture)
      .filter((exchange) => exchange.response.status >= 400)
      .map((exchange) => exchange.response);
    const statuses = new Set(errors.map((response) => response.status));
    for (const status of [400, 401, 403, 404, 500, 503]) expect(statuses).toContain(status);
    expect(errors.some((response) => typeof response.body === 'string')).toBe(true);
  });

  it("use ids in the platform's formats: MC content keys, 20Y, 0DM, 0ap and 0DB ids", () => {
    const formats: Readonly<Record<string, RegExp>> = {
      contentKey: /^MC[A-Z2-7]{26}$/,
      managedContentId: /^20Y[0-9A-Za-z]{15}$/,
      _id: /^20Y[0-9A-Za-z]{15}$/,
    };
    const misfits: string[] = [];
    const visit = (value: unknown, where: string): void => {
      if (Array.isArray(value))
        value.forEach((item, i) => {
          visit(item, `${where}.${String(i)}`);
        });
      if (value === null || typeof value !== 'object') return;
      for (const [key, item] of Object.entries(value)) {
        const format = formats[key];
        if (format && !(typeof item === 'string' && format.test(item))) misfits.push(where);
        visit(item, `${where}.${key}`);
      }
    };
    for (const name of names) {
      const { request, response } = loadFixture(name);
      visit(response.body, name);
      const ids = request.path.match(/\b(0DM|0ap|0DB)[0-9A-Za-z]+/g) ?? [];
      // A malformed id is what the invalid-id fixture is about.
      if (name !== 'error-400.invalid-id') {
        for (const id of ids) if (id.length !== 18) misfits.push(`${name}: ${id}`);
      }
    }
    expect(misfits).toEqual([]);
  });

  it('are each named by a test that asserts what an app gets from it', () => {
    // The conformance tests sit beside the modules they are about: `<module>.conformance.test.ts`.
    const tests = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.conformance.test.ts'))
      .map((file) => readFileSync(`${import.meta.dirname}/${file}`, 'utf8'))
      .join('\n');
    const unnamed = names.filter((name) => !tests.includes(`'${name}'`));
    expect(unnamed).toEqual([]);
  });
});
