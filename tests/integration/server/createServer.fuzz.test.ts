/**
 * Generated hostile requests against every route family, from a fixed seed (so a failure
 * reproduces): a few thousand through `inject`, a few hundred raw byte streams over a socket.
 * Whatever arrives, the server answers below 500, in the error shape of the path's family, with
 * its security headers and a request id, and never with a file outside the site.
 */
import { cp, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { METHODS } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStyleOf } from '../../../server/http/pathKinds';
import { FIXTURE_SITE, makeContentDir } from '../../support/fixtureContent';
import { CHANNEL_ID, COMMUNITY_ID, IDS, KEYS, SITE_ID } from '../support/fixtureIds';
import { startTestServer, type RawResponse, type TestServer } from '../support/testServer';

const SEED = 0x5eed_2026;
const INJECTED_REQUESTS = 3000;
const RAW_REQUESTS = 300;
const CONCURRENCY = 8;
/** Written beside the site and in the content folder: no answer may ever contain it. */
const CANARY = 'CANARY-7f1c9e0b-never-served';

/** mulberry32: a small, fast generator that a seed fully determines. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => next() < p;
  return { int, pick, chance };
}

type Random = ReturnType<typeof generator>;

const API = '/services/data/v64.0/connect';
const KEY_LIKE = [...Object.values(KEYS), ...Object.values(IDS), 'MCAAAAAAAAAAAAAAAAAAAAAAAAAA'];

/** Strings that have broken parsers, routers and file servers somewhere. */
const NASTY = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2e%2f',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  '%zz',
  '%c0%ae%c0%ae',
  '\\..\\..\\',
  '....//',
  '~',
  'é',
  '%E2%80%AE',
  '<script>alert(1)</script>',
  '"\'`',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  ';jsessionid=1',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  ' ',
  '+',
  '\t',
  '%0d%0aSet-Cookie:%20x=1',
  'index.html',
  '.env',
  '.vite',
  '..%5c..%5cpackage.json',
];

function nasty(random: Random): string {
  if (random.chance(0.08))
    return random.pick(['A', 'M', '9', '%41']).repeat(random.int(3000) + 101);
  return random.pick(NASTY);
}

function key(random: Random): string {
  return random.chance(0.6) ? random.pick(KEY_LIKE) : nasty(random);
}

function query(random: Random, names: readonly string[]): string {
  const pairs = Array.from({ length: random.int(4) }, () => {
    const name = random.chance(0.8) ? random.pick(names) : nasty(random);
    const value = random.pick([
      String(random.int(400) - 50),
      'true',
      'false',
      key(random),
      nasty(random),
      `${key(random)},${key(random)}`,
      encodeURIComponent(JSON.stringify({ a: 1 })),
      '',
    ]);
    return `${name}=${value}`;
  });
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** One path per route family, built from its real shape with parts replaced. */
const FAMILIES: Record<string, (random: Random) => string> = {
  page: (r) =>
    r.pick([
      '/',
      '/home',
      '/Home',
      '/about',
      `/about/${r.pick(['a0X5f00000jO1RNEA0', nasty(r)])}`,
      '/blocks',
      `/sfdc_cms__news/${key(r)}`,
      `/sfdc_cms__news/${nasty(r)}/${key(r)}`,
      `/${nasty(r)}`,
    ]) + (r.chance(0.2) ? query(r, ['q', 'page', 'utm_source']) : ''),
  asset: (r) =>
    r.pick([
      '/assets/index-Fx1tUre5.js',
      '/assets/style-Tst00000.css',
      '/favicon.svg',
      '/robots.txt',
      '/index.html',
      `/assets/${nasty(r)}`,
      `/assets/${nasty(r)}/${nasty(r)}/secret.txt`,
      `/${nasty(r)}/${nasty(r)}/secret.txt`,
      `/assets/index-Fx1tUre5.js${r.pick(['.br', '.gz', '.map', '/', '%00'])}`,
    ]),
  cms: (r) =>
    r.pick([
      `${API}/sites/${r.pick([SITE_ID, nasty(r)])}/cms/delivery/contents`,
      `${API}/cms/delivery/channels/${r.pick([CHANNEL_ID, nasty(r)])}/contents`,
      `${API}/sites/${SITE_ID}/cms/delivery/contents/${key(r)}`,
      `${API}/cms/delivery/channels/${CHANNEL_ID}/contents/${key(r)}`,
    ]) +
    query(r, [
      'contentKeys',
      'managedContentIds',
      'page',
      'pageSize',
      'referenceDepth',
      'includeContentBody',
      'expandReferences',
      'referencesAsList',
      'language',
      'contentTypeFQN',
      'showAbsoluteUrl',
    ]),
  seo: (r) =>
    `/services/data/${r.pick(['v64.0', 'v41.0', 'v40.0', nasty(r)])}/connect/communities/` +
    `${r.pick([COMMUNITY_ID, nasty(r)])}/seo/properties/${r.pick(['about', nasty(r)])}` +
    query(r, ['fields']),
  apex: (r) =>
    `/lwr/apex/${r.pick(['v64.0', nasty(r)])}/` +
    `${r.pick(['AdminPanelController', 'WebsiteHelperController', 'SiteUserController', nasty(r)])}/` +
    r.pick(['grabCarouselStyles', 'getContentTwo', 'getCurrentUser', nasty(r)]) +
    query(r, ['methodParams', 'cacheable']),
  media: (r) =>
    `/sfsites/c/cms/delivery/media/${key(r)}` +
    query(r, ['width', 'height', 'version', 'channelId', 'oid']).replace(
      /width=[^&]*/,
      `width=${r.pick(['100', '300', '301', '480', '99', '0', '-1', '1e3', '2147483648', 'abc'])}`,
    ),
  'site-info': (r) => r.pick(['/emulator/site', `/emulator/${nasty(r)}`]),
  health: (r) => r.pick(['/healthz', '/readyz', `/healthz/${nasty(r)}`]),
  // As many random draws as the other families' shapes: the seed's requests stay the same.
  editor: (r) => r.pick(['/editor/sign-in', '/editor/api/drafts', `/editor/preview/${nasty(r)}`]),
};

const INJECT_METHODS = METHODS.filter((method) => method !== 'CONNECT');

function method(random: Random): string {
  if (random.chance(0.55)) return 'GET';
  if (random.chance(0.3)) return random.pick(['POST', 'HEAD', 'OPTIONS']);
  return random.pick(INJECT_METHODS);
}

function headers(random: Random): Record<string, string> {
  const all: Record<string, () => string> = {
    'content-type': () =>
      random.pick([
        'application/json',
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
        ';;',
        'json',
        'application/json; charset=utf-99',
        nasty(random),
      ]),
    accept: () => random.pick(['*/*', 'image/avif', 'image/webp;q=0', 'text/html', nasty(random)]),
    'accept-encoding': () => random.pick(['br', 'gzip;q=0', 'identity;q=0, *;q=0', nasty(random)]),
    cookie: () =>
      random.pick([
        `editor_session=${'A'.repeat(43)}`,
        `editor_preview=zzzzzz.${'A'.repeat(43)}`,
        'editor_form=x',
        '=;=;',
        nasty(random),
      ]),
    'x-request-id': () => nasty(random),
    origin: () => random.pick(['https://evil.example', 'null', nasty(random)]),
    'if-none-match': () => random.pick(['*', 'W/"x"', nasty(random)]),
    range: () => random.pick(['bytes=0-0', 'bytes=-1', 'bytes=9-1', nasty(random)]),
    'x-sfdc-allow-continuation': () => nasty(random),
    'x-chatter-entity-encoding': () => random.pick(['false', nasty(random)]),
    'sec-fetch-site': () => random.pick(['cross-site', 'same-origin', nasty(random)]),
    expect: () => '100-continue',
  };
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries(all)) {
    if (random.chance(0.15)) chosen[name] = value().replace(/[^\t\x20-\x7e]/g, '');
  }
  return chosen;
}

function body(random: Random): string | undefined {
  if (random.chance(0.5)) return undefined;
  return random.pick([
    '',
    '{}',
    '[]',
    'null',
    '{"a":',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    JSON.stringify({ methodParams: { x: nasty(random) } }),
    'token=x&token=y',
    '\u0000\u00ff\u0001',
    `[${'['.repeat(500)}${']'.repeat(500)}]`,
    'x'.repeat(random.int(200_000)),
  ]);
}

interface Generated {
  family: string;
  method: string;
  target: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function generate(random: Random): Generated {
  const family = random.pick(Object.keys(FAMILIES));
  let target = (FAMILIES[family] as (r: Random) => string)(random);
  if (random.chance(0.1)) target = target.replace(/\/(?=[^/]*$)/, `/${nasty(random)}/`);
  if (random.chance(0.05)) target += '/';
  if (random.chance(0.03)) target = target.replace('/', '//');
  return { family, method: method(random), target, headers: headers(random), body: body(random) };
}

/** The repository's absolute path, as the server process sees it (symbolic links resolved too). */
const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Markers of what an answer must never hold: secrets, internals and the server's own paths. */
const LEAKS = [CANARY, 'root:x:0:', '"name": "about-site"', 'node_modules', 'FST_ERR', '"stack"'];

let server: TestServer;
let origin: string;
let siteRoot: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const content = await makeContentDir();
  siteRoot = await mkdtemp(path.join(tmpdir(), 'about-fuzz-'));
  const siteDir = path.join(siteRoot, 'site');
  await cp(FIXTURE_SITE, siteDir, { recursive: true });
  await writeFile(path.join(siteRoot, 'secret.txt'), CANARY);
  await writeFile(path.join(siteDir, '.secret'), CANARY);
  await writeFile(path.join(content.dir, 'secret.txt'), CANARY);
  // The folders the server reads: their paths in an answer would leak its file system.
  for (const folder of [REPOSITORY, content.dir, siteRoot]) {
    LEAKS.push(folder, await realpath(folder));
  }
  cleanup = async () => {
    await content.cleanup();
    await rm(siteRoot, { recursive: true, force: true });
  };
  server = await startTestServer({
    contentDir: content.dir,
    siteDir,
    ssrEntry: path.resolve('tests/fixtures/ssr/entry-server.js'),
  });
  origin = await server.listen();
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

/** What every answer must satisfy; returns the first broken rule, or undefined. */
function problem(
  request: Pick<Generated, 'method' | 'target'>,
  response: RawResponse,
): string | undefined {
  const { status, headers, text } = response;
  if (status >= 500) return `status ${String(status)}`;
  const leak = LEAKS.find((marker) => text.includes(marker));
  if (leak !== undefined) return `the answer contains ${leak}`;
  if (/\bat .+:\d+:\d+/.test(text)) return 'the answer holds a stack trace';
  if (!String(headers['content-security-policy'] ?? '').includes("default-src 'self'")) {
    return 'no Content-Security-Policy';
  }
  if (!/^[\w.:-]{1,128}$/.test(String(headers['x-request-id']))) return 'no request id';
  if (status < 400 || request.method === 'HEAD') return undefined;
  const type = headers['content-type'] ?? '';
  switch (errorStyleOf(request.target, '')) {
    case 'connect': {
      const parsed = safeJson(text);
      const entry = Array.isArray(parsed) && parsed.length === 1 ? (parsed[0] as unknown) : null;
      const ok =
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { errorCode?: unknown }).errorCode === 'string' &&
        typeof (entry as { message?: unknown }).message === 'string' &&
        Object.keys(entry).length === 2;
      return ok ? undefined : `not the platform error array: ${text.slice(0, 120)}`;
    }
    case 'apex': {
      const parsed = safeJson(text);
      const ok =
        typeof parsed === 'object' &&
        parsed !== null &&
        Object.keys(parsed).join() === 'errorMessage' &&
        typeof (parsed as { errorMessage: unknown }).errorMessage === 'string';
      return ok ? undefined : `not the server-method error: ${text.slice(0, 120)}`;
    }
    case 'site': {
      if (type.startsWith('text/html')) return undefined;
      // The editor's JSON answers (its API, a sign-in sent as JSON): `{ error, message, ... }`.
      const parsed = request.target.startsWith('/editor/') ? safeJson(text) : undefined;
      const ok =
        type.startsWith('application/json') &&
        typeof parsed === 'object' &&
        parsed !== null &&
        typeof (parsed as { error?: unknown }).error === 'string' &&
        typeof (parsed as { message?: unknown }).message === 'string';
      return ok ? undefined : `a page error as ${type}`;
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

describe('generated requests', () => {
  it(`answers ${String(INJECTED_REQUESTS)} of them, every route family, without a fault`, async () => {
    const random = generator(SEED);
    const requests = Array.from({ length: INJECTED_REQUESTS }, () => generate(random));
    const families = new Set(requests.map((request) => request.family));
    expect([...families].sort()).toEqual(Object.keys(FAMILIES).sort());
    const failures: string[] = [];
    for (let start = 0; start < requests.length; start += CONCURRENCY) {
      const batch = requests.slice(start, start + CONCURRENCY);
      const responses = await Promise.all(
        batch.map((request) =>
          server.request(request.target, {
            method: request.method,
            headers: request.headers,
            ...(request.body === undefined ? {} : { body: request.body }),
          }),
        ),
      );
      responses.forEach((response, index) => {
        const request = batch[index] as Generated;
        const broken = problem(request, response);
        if (broken !== undefined) {
          failures.push(
            `#${String(start + index)} ${request.method} ${request.target.slice(0, 200)}: ${broken}`,
          );
        }
      });
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

/** Request heads as raw bytes: what only a socket can carry. */
function rawRequestText(random: Random): string {
  const target = random.chance(0.7)
    ? (FAMILIES[random.pick(Object.keys(FAMILIES))] as (r: Random) => string)(random)
    : random.pick(['*', 'http://evil.example/', '//x', 'example.com:443', '', ' / ', '/\u0000']);
  const verb = random.chance(0.8)
    ? random.pick([...METHODS, 'GET', 'POST'])
    : random.pick(['get', 'G ET', 'BREW', '', '\u0001', 'X'.repeat(100)]);
  const version = random.pick([
    'HTTP/1.1',
    'HTTP/1.1',
    'HTTP/1.0',
    'HTTP/0.9',
    'HTTP/2.0',
    'HTTP/1.1 extra',
    '',
  ]);
  const lines = [`${verb} ${target} ${version}`];
  if (random.chance(0.9)) lines.push('Host: localhost');
  const extras = [
    'Transfer-Encoding: chunked',
    'Transfer-Encoding: chunked, identity',
    'Transfer-Encoding: xchunked',
    'Content-Length: 5',
    'Content-Length: -1',
    'Content-Length: 5, 6',
    'Content-Length: 99999999999999999999',
    'Content-Length: 0',
    'Expect: 100-continue',
    'Expect: nothing',
    'Connection: upgrade',
    'Upgrade: websocket',
    ' folded: header',
    'Bad Header: x',
    'X-Null: a\u0000b',
    `X-Big: ${'a'.repeat(random.int(20_000))}`,
    'Host: second',
    `X-Request-Id: ${nasty(random)}`,
    'Content-Type: ;;',
  ];
  for (const extra of extras) if (random.chance(0.08)) lines.push(extra);
  const payload = random.pick([
    '',
    '0\r\n\r\n',
    'zz\r\nx\r\n0\r\n\r\n',
    'hello',
    '{}',
    '5\r\nhello\r\n0\r\n\r\nGET /about HTTP/1.1\r\nHost: x\r\n\r\n',
  ]);
  return `${lines.join('\r\n')}\r\n\r\n${payload}`;
}

/** Sends `text`, half-closes, and collects whatever comes back until the server closes. */
function exchange(text: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.end(text, 'latin1');
    });
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => {
      resolve(answer);
    });
    socket.on('error', () => {
      resolve(answer);
    });
  });
}

describe('generated raw requests', () => {
  it(`answers ${String(RAW_REQUESTS)} malformed and smuggling byte streams below 500, with a body`, async () => {
    const random = generator(SEED + 1);
    const texts = Array.from({ length: RAW_REQUESTS }, () => rawRequestText(random));
    const failures: string[] = [];
    for (let start = 0; start < texts.length; start += CONCURRENCY) {
      const batch = texts.slice(start, start + CONCURRENCY);
      const answers = await Promise.all(batch.map(exchange));
      answers.forEach((answer, index) => {
        const label = `#${String(start + index)} ${JSON.stringify(batch[index]?.slice(0, 80))}`;
        if (!/^HTTP\/1\.[01] \d{3} /.test(answer)) failures.push(`${label}: no answer`);
        for (const status of answer.matchAll(/^HTTP\/1\.[01] (\d{3}) /gm)) {
          if (Number(status[1]) >= 500) failures.push(`${label}: status ${String(status[1])}`);
        }
        const leak = LEAKS.find((marker) => answer.includes(marker));
        if (leak !== undefined) failures.push(`${label}: the answer contains ${leak}`);
        const first = /^HTTP\/1\.[01] (\d{3}) [^\r]*\r\n([\s\S]*?)\r\n\r\n/.exec(answer);
        if (
          first &&
          Number(first[1]) >= 400 &&
          !/content-length: [1-9]|transfer-encoding: chunked/i.test(first[2] ?? '')
        ) {
          failures.push(`${label}: ${String(first[1])} without a body`);
        }
      });
    }
    expect(failures).toEqual([]);
    // Still serving afterwards.
    expect((await fetch(`${origin}/about`)).status).toBe(200);
  }, 60_000);
});
