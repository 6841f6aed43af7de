/**
 * deploy/nginx.conf in front of two instances of the server on the fixture content, started as
 * `npm run proxy` starts them (scripts/localStack.ts). nginx is installed with apt when missing;
 * without root that fails, and so does this test, saying how to install it.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findOrInstall,
  freePorts,
  getRaw,
  startInstance,
  startNginx,
  writeProxyConfig,
  type RawResponse,
} from '../../scripts/localStack';
import { buildServer } from '../../scripts/build/buildServer';
import { ProcessGroup, type ManagedChild } from '../../scripts/processGroup';
import { GUEST_PAGE_CACHE, PRIVATE_PAGE_CACHE } from '../../server/site/siteRoutes';
import { FIXTURE_SITE, makeContentDir } from './helpers/fixtureContent';
import { previewCookieHeader, TEST_PREVIEW_SECRET } from './helpers/testServer';

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };
const ASSET = '/assets/index-Fx1tUre5.js';

interface Instance {
  child: ManagedChild;
  /** Its JSON log so far: one line per request received and answered. */
  log: () => string;
}

const group = new ProcessGroup();
const cleanups: (() => Promise<void>)[] = [];
let instances: Instance[];
let proxyOrigin: string;

async function startLoggedInstance(name: string, port: number, contentDir: string, entry: string) {
  const child = await startInstance(group, {
    name,
    port,
    entry,
    stdout: 'pipe',
    // The preview sign-in is on (not production), so its cookie is honoured.
    env: {
      NODE_ENV: 'test',
      PREVIEW_SIGN_IN: 'on',
      PREVIEW_SECRET: TEST_PREVIEW_SECRET,
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
  cleanups.push(content.cleanup);
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
}, 120_000);

afterAll(async () => {
  // Stop the processes first, then remove the folders they use.
  for (const cleanup of cleanups) await cleanup();
}, 30_000);

const get = (target: string, headers: Record<string, string> = BROWSER): Promise<RawResponse> =>
  getRaw(`${proxyOrigin}${target}`, headers);

describe('nginx with deploy/nginx.conf in front of two instances', () => {
  it('stores a guest page: MISS, then HIT with the same bytes and ETag', async () => {
    const first = await get('/about');
    const second = await get('/about');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(first.headers['cache-control']).toBe(GUEST_PAGE_CACHE);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('passes a signed-in visitor to an instance and keeps the answer private', async () => {
    await get('/about');
    const signedIn = await get('/about', { ...BROWSER, Cookie: previewCookieHeader() });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['x-cache-status']).toBe('BYPASS');
    expect(signedIn.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
    const guest = await get('/about');
    expect(guest.headers['x-cache-status']).toBe('HIT');
    expect(guest.headers['cache-control']).toBe(GUEST_PAGE_CACHE);
  });

  it('signs the preview user in through the proxy on its own port, as a browser there would', async () => {
    const page = await get('/dev/sign-in', {});
    expect(page.status).toBe(200);
    const token = /name="token" value="([^"]+)"/.exec(page.body.toString())?.[1] ?? '';
    const formCookie = (page.headers['set-cookie'] ?? [])
      .map((line) => line.split(';', 1)[0] ?? '')
      .find((pair) => pair.startsWith('preview_form='));
    expect(token).not.toBe('');
    // The browser's Origin names the proxy's port; the app must see the same host and port.
    const signIn = await fetch(`${proxyOrigin}/dev/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: proxyOrigin,
        'Sec-Fetch-Site': 'same-origin',
        Cookie: formCookie ?? '',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.getSetCookie().some((line) => line.startsWith('preview_user='))).toBe(
      true,
    );
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
    expect(again.headers['x-cache-status']).toBe('HIT');
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
