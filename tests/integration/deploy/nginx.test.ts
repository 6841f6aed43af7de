/**
 * deploy/nginx.conf in front of two instances of the server on the fixture content, started as
 * `npm run proxy` starts them (scripts/localStack.ts). nginx is installed with apt when missing;
 * without root that fails, and so does this test, saying how to install it.
 */
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findOrInstall,
  freePorts,
  getRaw,
  startInstance,
  startNginx,
  writeProxyConfig,
  type RawResponse,
} from '../../../scripts/localStack';
import { buildServer } from '../../../scripts/build/buildServer';
import { ProcessGroup, type ManagedChild } from '../../../scripts/processGroup';
import { securityHeaders } from '../../../server/http/securityHeaders';
import { FIXTURE_SITE, makeContentDir } from '../../support/fixtureContent';
import { API, COMMUNITY_ID, KEYS, SITE_CONTENTS } from '../support/fixtureIds';
import { openFolderStore } from '../../../content-model/store/folderStore';
import { addUser, sessionCookieOf, TEST_PASSWORD } from '../support/editorClient';

// A page of the drafted content, as docs/fleet.md documents its Cache-Control.
const DRAFT_PAGE_CACHE = 'private, no-store';

// A guest's page, as docs/fleet.md documents its Cache-Control.
const GUEST_PAGE_CACHE = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';

// Media at its current version, as docs/fleet.md documents its Cache-Control.
const VERSIONED_MEDIA_CACHE = 'public, max-age=31536000, immutable';

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };
const ASSET = '/assets/index-Fx1tUre5.js';
const SEO_ABOUT = `${API}/communities/${COMMUNITY_ID}/seo/properties/about`;
const CURRENT_USER = '/lwr/apex/v64.0/SiteUserController/getCurrentUser';
/**
 * The cache statuses of an answer nginx took from its cache (the ratio `npm run bench:soak`
 * reports counts the same): guest pages are fresh for 1 s only, so a second request on a busy
 * machine may find the copy stale (STALE, UPDATING) or revalidated (REVALIDATED, a 304).
 */
const FROM_CACHE = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'];
/** How long a published change may take to reach visitors through the cache (the bound). */
const PUBLISHED_WITHIN_MS = 2_000;

interface Instance {
  child: ManagedChild;
  /** Its JSON log so far: one line per request received and answered. */
  log: () => string;
}

const group = new ProcessGroup();
const cleanups: (() => Promise<void>)[] = [];
let instances: Instance[];
let proxyOrigin: string;
let contentDir: string;
/** Instance B, reached directly (instance A is stopped by a test). */
let instanceOrigin: string;

async function startLoggedInstance(name: string, port: number, contentDir: string, entry: string) {
  const child = await startInstance(group, {
    name,
    port,
    entry,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'test',
      CONTENT_DIR: contentDir,
      SITE_DIR: FIXTURE_SITE,
      LOG_LEVEL: 'info',
    },
  });
  let log = '';
  child.process.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { child, log: () => log };
}

beforeAll(async () => {
  cleanups.push(() => group.stopAll());
  const nginx = findOrInstall('nginx', 'nginx');
  const content = await makeContentDir();
  contentDir = content.dir;
  cleanups.push(content.cleanup);
  // The instances' folder store keeps the editor's users beside the content.
  const store = await openFolderStore({ contentDir });
  try {
    await addUser(store.accounts, 'ana', 'author');
  } finally {
    await store.close();
  }
  const prefix = await mkdtemp(path.join(tmpdir(), 'about-proxy-test-'));
  cleanups.push(() => rm(prefix, { recursive: true, force: true }));

  // The server compiled as `npm run build` compiles it, inside dist/ so its packages resolve.
  await mkdir(path.resolve('dist'), { recursive: true });
  const build = await mkdtemp(path.join(path.resolve('dist'), 'proxy-test-'));
  cleanups.push(() => rm(build, { recursive: true, force: true }));
  const entry = path.join(build, 'main.js');
  await buildServer(entry);

  const ports = await freePorts(['proxy', 'a', 'b']);
  instances = await Promise.all([
    startLoggedInstance('instance A', ports.a, content.dir, entry),
    startLoggedInstance('instance B', ports.b, content.dir, entry),
  ]);
  const file = path.join(prefix, 'nginx.conf');
  writeProxyConfig(file, { port: ports.proxy, instancePorts: [ports.a, ports.b] });
  await startNginx(group, nginx, { prefix, file, port: ports.proxy });
  proxyOrigin = `http://127.0.0.1:${ports.proxy}`;
  instanceOrigin = `http://127.0.0.1:${ports.b}`;
}, 120_000);

afterAll(async () => {
  // Stop the processes first, then remove the folders they use.
  for (const cleanup of cleanups) await cleanup();
}, 30_000);

const get = (target: string, headers: Record<string, string> = BROWSER): Promise<RawResponse> =>
  getRaw(`${proxyOrigin}${target}`, headers);

const SEO_FILE = 'seo/about.json';

/** An author signed in through nginx with JSON, as a script or the editor signs in. */
async function signInThroughProxy(): Promise<{ cookie: string; csrfToken: string }> {
  const answer = await fetch(`${proxyOrigin}/editor/sign-in`, {
    method: 'POST',
    headers: { Origin: proxyOrigin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'ana', password: TEST_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  const cookie = sessionCookieOf(answer);
  if (!cookie) throw new Error('the sign-in through nginx set no session cookie');
  const { csrfToken } = (await answer.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

/** A call of the authoring API through nginx. */
const editorApi = (
  editor: { cookie: string; csrfToken: string },
  method: string,
  target: string,
  body?: unknown,
) =>
  fetch(`${proxyOrigin}/editor/api${target}`, {
    method,
    headers: {
      Cookie: editor.cookie,
      'X-CSRF-Token': editor.csrfToken,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The page's `<title>` (uncompressed: asked without Accept-Encoding). */
const titleOf = (page: RawResponse) => /<title>([^<]*)<\/title>/.exec(page.body.toString())?.[1];

describe('nginx with deploy/nginx.conf in front of two instances', () => {
  it('stores a guest page: MISS, then HIT with the same bytes and ETag', async () => {
    const first = await get('/about');
    const second = await get('/about');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(first.headers['cache-control']).toBe(GUEST_PAGE_CACHE);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(FROM_CACHE).toContain(second.headers['x-cache-status']);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('passes a signed-in author or a reviewer to an instance for the drafts, and a guest right after gets the published page from the cache', async () => {
    const ana = await signInThroughProxy();
    const file = (await (await editorApi(ana, 'GET', `/files/${SEO_FILE}`)).json()) as {
      revision: number;
      body: Record<string, unknown>;
    };
    const saved = await editorApi(ana, 'PUT', `/drafts/${SEO_FILE}`, {
      body: { ...file.body, recordName: 'Draft About' },
      revision: 0,
      baseRevision: file.revision,
    });
    expect(saved.status).toBe(200);
    try {
      await get('/about', {});
      const signedIn = await get('/about', { Cookie: ana.cookie });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers['x-cache-status']).toBe('BYPASS');
      expect(signedIn.headers['cache-control']).toBe(DRAFT_PAGE_CACHE);
      expect(titleOf(signedIn)).toBe('Draft About');
      const guest = await get('/about', {});
      expect(FROM_CACHE).toContain(guest.headers['x-cache-status']);
      expect(guest.headers['cache-control']).toBe(GUEST_PAGE_CACHE);
      expect(titleOf(guest)).toBe('About');
      // A reviewer's preview link cookie passes the cache too, to the drafts.
      const link = await editorApi(ana, 'POST', '/preview-links', {
        path: '/about',
        expiresInHours: 1,
      });
      const { url } = (await link.json()) as { url: string };
      const opened = await fetch(`${proxyOrigin}${url}`, { redirect: 'manual' });
      const reviewer = opened.headers.getSetCookie()[0]?.split(';', 1)[0] ?? '';
      expect(reviewer).toMatch(/^editor_preview=/);
      const reviewed = await get('/about', { Cookie: reviewer });
      expect(reviewed.headers['x-cache-status']).toBe('BYPASS');
      expect(titleOf(reviewed)).toBe('Draft About');
    } finally {
      const { draft } = (await saved.json()) as { draft: { revision: number } };
      await editorApi(ana, 'DELETE', `/drafts/${SEO_FILE}?revision=${String(draft.revision)}`);
    }
  });

  it('never caches the authoring API, signed in or not', async () => {
    const ana = await signInThroughProxy();
    for (const cookie of [ana.cookie, undefined, ana.cookie, undefined]) {
      const answer = await get('/editor/api/drafts', cookie ? { Cookie: cookie } : {});
      expect(answer.status).toBe(cookie ? 200 : 401);
      expect(answer.headers['x-cache-status']).toBe('BYPASS');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('signs in to the editor by its form through the proxy on its own port, as a browser there would', async () => {
    const page = await get('/editor', {});
    expect(page.status).toBe(200);
    const token = /name="_csrf" value="([^"]+)"/.exec(page.body.toString())?.[1] ?? '';
    const formCookie = (page.headers['set-cookie'] ?? [])
      .map((line) => line.split(';', 1)[0] ?? '')
      .find((pair) => pair.startsWith('editor_form='));
    expect(token).not.toBe('');
    // The browser's Origin names the proxy's port; the app must see the same host and port.
    const signIn = await fetch(`${proxyOrigin}/editor/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: proxyOrigin,
        'Sec-Fetch-Site': 'same-origin',
        Cookie: formCookie ?? '',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ _csrf: token, name: 'ana', password: TEST_PASSWORD }).toString(),
    });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe('/editor');
    expect(sessionCookieOf(signIn)).toMatch(/^editor_session=/);
  });

  it('carries one request id from the client to the instance and back, with the client address', async () => {
    const answer = await get('/about?ids', {
      ...BROWSER,
      'X-Request-Id': 'client-id-1',
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(answer.status).toBe(200);
    // nginx's header only: the app's copy, stored with a cached page, would name another request.
    expect(answer.headers['x-request-id']).toBe('client-id-1');
    const logged = () =>
      instances
        .flatMap((instance) => instance.log().trim().split('\n'))
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; remoteAddress?: string })
        .find((line) => line.reqId === 'client-id-1' && line.msg === 'request completed');
    // The log is written at least once a second.
    await expect.poll(logged, { timeout: 5_000 }).toBeDefined();
    expect(logged()?.remoteAddress).toBe('203.0.113.9');
    const again = await get('/about?ids', { ...BROWSER, 'X-Request-Id': 'client-id-2' });
    expect(FROM_CACHE).toContain(again.headers['x-cache-status']);
    expect(again.headers['x-request-id']).toBe('client-id-2');
  });

  it('stores hashed assets', async () => {
    const first = await get(ASSET);
    const second = await get(ASSET);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('passes API answers straight to an instance, never through the cache lock', async () => {
    const targets = [SITE_CONTENTS, `${SITE_CONTENTS}/${KEYS.banner}`, SEO_ABOUT, CURRENT_USER];
    // At once, as islands and other apps ask: none waits on another's lock.
    const answers = await Promise.all([...targets, ...targets].map((target) => get(target)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['x-cache-status']).toBe('BYPASS');
    }
  });

  it("takes bodies of up to 21 MiB for the authoring API's uploads only, 1 MiB elsewhere", async () => {
    const send = (target: string, bytes: number) =>
      fetch(`${proxyOrigin}${target}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(bytes),
      });
    // Past nginx, the app answers (signed out: nothing is uploaded).
    for (const target of ['/editor/api/media?name=x.png', '/editor/api/xliff']) {
      const upload = await send(target, 5 * 1024 * 1024);
      expect(upload.status).not.toBe(413);
      expect(upload.headers.get('content-type')).toMatch(/^application\/json/);
    }
    const elsewhere = await send('/editor/api/drafts/documents/x.json', 2 * 1024 * 1024);
    expect(elsewhere.status).toBe(413);
    expect(await elsewhere.text()).toContain('Request Entity Too Large');
    const tooLarge = await send('/editor/api/media?name=x.png', 22 * 1024 * 1024);
    expect(tooLarge.status).toBe(413);
  });

  it('sends requests to both instances, and to the other one when one stops', async () => {
    // Each query string is a page the cache has not seen, so an instance answers it.
    const targets = ['/about?n=1', '/about?n=2', '/about?n=3', '/about?n=4'];
    for (const target of targets)
      expect((await get(target)).headers['x-cache-status']).toBe('MISS');
    // The log reaches us a moment after the answer.
    for (const instance of instances) {
      await expect
        .poll(() => targets.some((target) => instance.log().includes(`"url":"${target}"`)))
        .toBe(true);
    }

    const [stopped, remaining] = instances as [Instance, Instance];
    await group.stop(stopped.child);
    for (const target of ['/about?n=5', '/about?n=6']) {
      const answer = await get(target);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-cache-status']).toBe('MISS');
      await expect.poll(() => remaining.log()).toContain(`"url":"${target}"`);
    }
  });
});

/** Polls `read` every 100 ms until `done` holds (at most 10 s); its value and the time it took. */
async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    const ms = performance.now() - started;
    if (done(value) || ms > 10_000) return { value, ms };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Replaces a file as editors save one: written beside it, then renamed over it. */
async function saveFile(file: string, data: string | Buffer): Promise<void> {
  await writeFile(`${file}.saving`, data);
  await rename(`${file}.saving`, file);
}

describe('publishing through the shared cache', () => {
  const title = (page: RawResponse) => /<title>([^<]*)<\/title>/.exec(page.body.toString())?.[1];

  it('shows a saved content file to visitors through nginx within 2 s', async () => {
    // A page the cache holds and keeps answering, as under traffic.
    await get('/about', {});
    expect(FROM_CACHE).toContain((await get('/about', {})).headers['x-cache-status']);
    const file = path.join(contentDir, 'seo', 'about.json');
    const record = JSON.parse(await readFile(file, 'utf8')) as { recordName: string };
    const edited = `About, edited at ${String(Date.now())}`;
    await saveFile(file, JSON.stringify({ ...record, recordName: edited }, null, 2));

    const [published, { value: page, ms }] = await Promise.all([
      pollUntil(
        () => getRaw(`${instanceOrigin}/about`),
        (answer) => title(answer) === edited,
      ),
      pollUntil(
        () => get('/about', {}),
        (answer) => title(answer) === edited,
      ),
    ]);
    console.log(
      `The edit was published by an instance after ${published.ms.toFixed(0)} ms, ` +
        `visible through nginx after ${ms.toFixed(0)} ms.`,
    );
    expect(title(page)).toBe(edited);
    expect(ms).toBeLessThanOrEqual(PUBLISHED_WITHIN_MS);
  });

  it('revalidates a page left alone past its stale second before answering: a 304 from an instance', async () => {
    const cached = await get('/about?quiet');
    expect(cached.status).toBe(200);
    // Fresh to the end of its second, stale for one more: past that nginx may not answer it.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const later = await get('/about?quiet');
    expect(later.headers['x-cache-status']).toBe('REVALIDATED');
    expect(later.headers.etag).toBe(cached.headers.etag);
    expect(later.body.equals(cached.body)).toBe(true);
  });

  it('shows a replaced image at a new URL; the old URL stays immutable', async () => {
    const imageUrl = async () => {
      const answer = await get(`${SITE_CONTENTS}/${KEYS.banner}`, {});
      const doc = JSON.parse(answer.body.toString()) as {
        contentBody: { 'sfdc_cms:media': { url: string } };
      };
      return `/sfsites/c${doc.contentBody['sfdc_cms:media'].url}`;
    };
    const oldUrl = await imageUrl();
    expect(oldUrl).toMatch(/\?version=[\w-]{16}$/);
    const oldImage = await get(oldUrl, {});
    expect(oldImage.headers['cache-control']).toBe(VERSIONED_MEDIA_CACHE);

    const replacement = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#2e844a' },
    })
      .jpeg()
      .toBuffer();
    await saveFile(path.join(contentDir, 'media', `${KEYS.banner}.jpg`), replacement);
    const { value: newUrl, ms } = await pollUntil(imageUrl, (url) => url !== oldUrl);
    console.log(`The new image URL was handed out through nginx after ${ms.toFixed(0)} ms.`);
    expect(newUrl).not.toBe(oldUrl);
    expect(newUrl).toMatch(/\?version=[\w-]{16}$/);

    const newImage = await get(newUrl, {});
    expect(newImage.status).toBe(200);
    expect(newImage.headers['cache-control']).toBe(VERSIONED_MEDIA_CACHE);
    expect(newImage.body.equals(replacement)).toBe(true);
    // The old URL keeps its bytes wherever they are cached: nginx still answers them.
    const oldAgain = await get(oldUrl, {});
    expect(oldAgain.headers['x-cache-status']).toBe('HIT');
    expect(oldAgain.headers['cache-control']).toBe(VERSIONED_MEDIA_CACHE);
    expect(oldAgain.body.equals(oldImage.body)).toBe(true);
  });
});

describe("nginx's headers", () => {
  /**
   * Writes `request` as it is to nginx and returns the status and headers (names in lower case)
   * of its answer, without waiting for nginx to close (after a 413 it lingers for the body).
   */
  const rawHead = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(proxyOrigin).port), '127.0.0.1', () =>
        socket.write(request),
      );
      let answer = '';
      const done = () => {
        socket.destroy();
        resolve(answer.split('\r\n\r\n', 1)[0] ?? '');
      };
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1');
        if (answer.includes('\r\n\r\n')) done();
      });
      socket.on('close', done);
      socket.on('error', reject);
    });
  const parseHead = (head: string) => {
    const [statusLine = '', ...lines] = head.split('\r\n');
    const headers = new Map<string, string>();
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    return { status: Number(statusLine.split(' ')[1]), headers };
  };
  const { 'Content-Security-Policy': _policy, ...staticHeaders } = securityHeaders();

  it('sends Strict-Transport-Security only when the browser reached it over TLS', async () => {
    const overTls = await get('/about', { ...BROWSER, 'X-Forwarded-Proto': 'https' });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await get('/about');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['a malformed request line', 400, 'NOT HTTP AT ALL\r\n\r\n'],
    [
      'a body over the limit',
      413,
      'POST /about HTTP/1.1\r\nHost: localhost\r\nContent-Length: 104857600\r\nConnection: close\r\n\r\n',
    ],
  ])('puts the security headers on its own answer to %s (%i)', async (_name, status, request) => {
    const answer = parseHead(await rawHead(request));
    expect(answer.status).toBe(status);
    for (const [name, value] of Object.entries(staticHeaders))
      expect(answer.headers.get(name.toLowerCase()), name).toBe(value);
    expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });

  it("leaves the app's security headers as they are, from an instance or from the cache", async () => {
    for (const target of ['/about?headers', '/about?headers']) {
      const answer = await get(target);
      expect(answer.headers['content-security-policy']).toMatch(/^default-src 'self'/);
      for (const [name, value] of Object.entries(staticHeaders))
        expect(answer.headers[name.toLowerCase()], name).toBe(value);
    }
  });
});
