import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  DEFAULT_SRCSET_WIDTHS,
  DEVICE_IMAGE_WIDTHS,
  MIN_IMAGE_WIDTH,
} from '@about-site/sdk/images';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THUMBNAIL_WIDTH } from '../../../../../app/data/siteMedia';
import type { MediaOriginal } from '../../../../../content-model';
import { DiskRenditionCache } from '../../../../../server/emulator/media/diskCache';
import type { MediaSettings } from '../../../../../server/emulator/media/renditions';
import { renditionWidth } from '../../../../../server/emulator/media/resize';
import { FIXTURE_IMAGE, makeContentDir } from '../../../../support/fixtureContent';
import { KEYS } from '../../../support/fixtureIds';
import { platformError, startTestServer, type TestServer } from '../../../support/testServer';

// The only widths rendered, as docs/emulator.md and docs/content.md document them.
const RENDITION_WIDTHS = [100, 300, 480, 640, 960, 1280, 1920, 2400];

// A busy image resize's Retry-After, as docs/limits.md documents it.
const BUSY_RETRY_AFTER_SECONDS = 2;

// Media without a version or with an old one, as docs/fleet.md documents its Cache-Control.
const UNVERSIONED_MEDIA_CACHE = 'public, no-cache';

const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const media = (key: string, width?: number) =>
  `/sfsites/c/cms/delivery/media/${key}${width === undefined ? '' : `?width=${String(width)}`}`;

let contentDir: string;
let removeContent: () => Promise<void>;
let cacheDir: string;
const servers: TestServer[] = [];

beforeEach(async () => {
  ({ dir: contentDir, cleanup: removeContent } = await makeContentDir());
  cacheDir = await mkdtemp(path.join(tmpdir(), 'about-renditions-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await removeContent();
  await rm(cacheDir, { recursive: true, force: true });
});

async function start(media: Partial<MediaSettings> = {}): Promise<TestServer> {
  const server = await startTestServer({ contentDir, media: { cacheDir, ...media } });
  servers.push(server);
  return server;
}

async function get(server: TestServer, target: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await server.app.inject({
    method,
    url: server.url(target),
    headers: { accept: AVIF_ACCEPT },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    bytes: response.rawPayload,
    json: () => response.json<unknown>(),
  };
}

/** Takes every resize slot and waiting place of `server` until the returned release is called. */
function fillQueue(server: TestServer): () => Promise<void> {
  const queue = server.app.renditions.queue;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: queue.concurrency + queue.maxWaiting }, () =>
    queue.run(() => gate),
  );
  expect(queue.active).toBe(queue.concurrency);
  expect(queue.waiting).toBe(queue.maxWaiting);
  return async () => {
    release();
    await Promise.all(held);
  };
}

const original = (width: number): MediaOriginal => ({
  contentKey: KEYS.banner,
  bytes: Buffer.alloc(0),
  mimeType: 'image/jpeg',
  format: 'jpeg',
  width,
  height: width,
  hasAlpha: false,
  etag: '"x"',
});

describe('rendition widths', () => {
  it('include every width the site asks for', () => {
    const asked = [
      MIN_IMAGE_WIDTH,
      THUMBNAIL_WIDTH,
      ...Object.values(DEVICE_IMAGE_WIDTHS),
      ...DEFAULT_SRCSET_WIDTHS,
    ];
    for (const width of asked) expect(RENDITION_WIDTHS).toContain(width);
  });

  it.each([
    [0, 100],
    [100, 100],
    [101, 300],
    [300, 300],
    [301, 480],
    [555, 640],
    [641, 960],
    [1000, 1280],
    [1921, 2400],
  ])('snap %i up to %i', (requested, served) => {
    expect(renditionWidth(requested, original(3000))).toBe(served);
  });

  it('never go above the original', () => {
    expect(renditionWidth(481, original(500))).toBe(500);
    expect(renditionWidth(2401, original(3000))).toBe(3000);
    expect(renditionWidth(5000, original(1920))).toBe(1920);
    expect(renditionWidth(50, original(80))).toBe(80);
  });

  it('are what the server sends: a width between two is served as the next one up', async () => {
    const server = await start();
    const asked = await get(server, media(KEYS.banner, 555));
    expect(asked.status).toBe(200);
    expect(await sharp(asked.bytes).metadata()).toMatchObject({ format: 'heif', width: 640 });
    const exact = await get(server, media(KEYS.banner, 640));
    expect(exact.headers.etag).toBe(asked.headers.etag);
    expect(server.app.renditions.stats().memoryEntries).toBe(1);
  });

  it('are never wider than the original: past its width the original is sent', async () => {
    const server = await start();
    const full = await get(server, media(KEYS.banner));
    for (const width of [FIXTURE_IMAGE.width - 1, FIXTURE_IMAGE.width + 1, 2400, 99_999]) {
      const answer = await get(server, media(KEYS.banner, width));
      expect(answer.headers.etag, String(width)).toBe(full.headers.etag);
      expect((await sharp(answer.bytes).metadata()).width).toBe(FIXTURE_IMAGE.width);
    }
  });
});

describe('the resize queue', () => {
  it('answers 503 with Retry-After, in the platform error shape, when it is full', async () => {
    const server = await start({ resizeConcurrency: 1, resizeQueue: 1 });
    const release = fillQueue(server);
    const busy = await get(server, media(KEYS.banner, 640));
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(busy.headers['content-type']).toBe('application/json;charset=UTF-8');
    expect(busy.headers['cache-control']).toBe('no-cache');
    expect(platformError(busy.json())).toEqual({
      errorCode: 'SERVER_UNAVAILABLE',
      message: 'The server is busy resizing images. Please try again later.',
    });
    await release();
    const after = await get(server, media(KEYS.banner, 640));
    expect(after.status).toBe(200);
    expect(after.headers['content-type']).toBe('image/avif');
  });

  it('waits in line while a place is free, and serves cached renditions whatever its state', async () => {
    const server = await start({ resizeConcurrency: 1, resizeQueue: 1 });
    const cached = await get(server, media(KEYS.thumb, 300));
    const queue = server.app.renditions.queue;
    let release!: () => void;
    const running = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    // One place left in line: this request takes it and waits for the running resize.
    const waiting = get(server, media(KEYS.banner, 960));
    await expect.poll(() => queue.waiting).toBe(1);
    expect((await get(server, media(KEYS.banner, 640))).status).toBe(503);
    const hit = await get(server, media(KEYS.thumb, 300));
    expect(hit.status).toBe(200);
    expect(hit.headers.etag).toBe(cached.headers.etag);
    release();
    await running;
    expect((await waiting).status).toBe(200);
  });
});

describe('HEAD', () => {
  it('never resizes: a rendition no cache holds gets the headers known without it', async () => {
    const server = await start({ resizeConcurrency: 1, resizeQueue: 0 });
    const release = fillQueue(server);
    const head = await get(server, media(KEYS.banner, 640), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.headers).toMatchObject({
      'content-type': 'image/avif',
      'cache-control': UNVERSIONED_MEDIA_CACHE,
      vary: 'Accept',
    });
    expect(head.headers.etag).toBeUndefined();
    expect(head.headers['content-length']).toBeUndefined();
    expect(server.app.renditions.stats()).toMatchObject({ memoryEntries: 0, diskFiles: 0 });
    expect(await readdir(cacheDir)).toEqual([]);
    await release();
  });

  it('answers the headers GET would once a cache holds the rendition', async () => {
    const server = await start();
    const got = await get(server, media(KEYS.banner, 640));
    const head = await get(server, media(KEYS.banner, 640), 'HEAD');
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(head.headers['content-length']).toBe(String(got.bytes.length));
  });

  it('answers from memory a rendition held there, without reading its file', async () => {
    const server = await start();
    const got = await get(server, media(KEYS.banner, 640));
    // Gone from under the disk cache: a read would find no file and drop it from the count.
    for (const name of await readdir(cacheDir)) await rm(path.join(cacheDir, name));
    const head = await get(server, media(KEYS.banner, 640), 'HEAD');
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(server.app.renditions.stats()).toMatchObject({ memoryEntries: 1, diskFiles: 1 });
  });

  it('keeps in memory a rendition it read from disk, so the file is read once', async () => {
    const first = await start();
    const made = await get(first, media(KEYS.banner, 640));
    await first.close();
    const second = await start({ resizeConcurrency: 1, resizeQueue: 0 });
    const release = fillQueue(second);
    expect((await get(second, media(KEYS.banner, 640), 'HEAD')).headers.etag).toBe(
      made.headers.etag,
    );
    expect(second.app.renditions.stats()).toMatchObject({ memoryEntries: 1, diskFiles: 1 });
    for (const name of await readdir(cacheDir)) await rm(path.join(cacheDir, name));
    const again = await get(second, media(KEYS.banner, 640), 'HEAD');
    expect(again.headers.etag).toBe(made.headers.etag);
    expect(again.headers['content-length']).toBe(String(made.bytes.length));
    expect((await get(second, media(KEYS.banner, 640))).bytes.equals(made.bytes)).toBe(true);
    await release();
  });
});

describe('the disk cache', () => {
  it('serves renditions made before a restart without resizing them again', async () => {
    const first = await start();
    const made = await get(first, media(KEYS.banner, 960));
    expect(first.app.renditions.stats()).toMatchObject({ diskFiles: 1 });
    await first.close();

    const second = await start({ resizeConcurrency: 1, resizeQueue: 0 });
    expect(second.app.renditions.stats()).toMatchObject({
      memoryEntries: 0,
      diskFiles: 1,
      diskBytes: made.bytes.length,
    });
    // No resize could run now: what is answered comes from the disk.
    const release = fillQueue(second);
    const head = await get(second, media(KEYS.banner, 960), 'HEAD');
    expect(head.headers.etag).toBe(made.headers.etag);
    const again = await get(second, media(KEYS.banner, 960));
    expect(again.status).toBe(200);
    expect(again.headers.etag).toBe(made.headers.etag);
    expect(again.bytes.equals(made.bytes)).toBe(true);
    await release();
  });

  it('keeps its files under the byte bound, deleting the least recently used', async () => {
    const sizes = new Map<number, number>();
    const probe = await start({ cacheDir: false });
    for (const width of [300, 480, 640]) {
      sizes.set(width, (await get(probe, media(KEYS.banner, width))).bytes.length);
    }
    const bound = sizes.get(480)! + sizes.get(640)!;
    const server = await start({ diskCacheBytes: bound });
    await get(server, media(KEYS.banner, 300));
    await get(server, media(KEYS.banner, 480));
    expect(server.app.renditions.stats().diskFiles).toBe(2);
    await get(server, media(KEYS.banner, 640));
    // 300 was the least recently used: it made way for 640.
    expect(server.app.renditions.stats()).toMatchObject({ diskFiles: 2, diskBytes: bound });
    expect(await readdir(cacheDir)).toHaveLength(2);

    await server.close();
    const smaller = await start({
      diskCacheBytes: sizes.get(640)!,
      resizeConcurrency: 1,
      resizeQueue: 0,
    });
    // Opened with a smaller bound, the cache trims what it finds, oldest first.
    expect(smaller.app.renditions.stats()).toMatchObject({
      diskFiles: 1,
      diskBytes: sizes.get(640),
    });
    const release = fillQueue(smaller);
    expect((await get(smaller, media(KEYS.banner, 640))).status).toBe(200);
    expect((await get(smaller, media(KEYS.banner, 480))).status).toBe(503);
    await release();
  });

  it('is optional: without a folder, renditions stay in memory only', async () => {
    const server = await start({ cacheDir: false });
    expect((await get(server, media(KEYS.banner, 640))).status).toBe(200);
    expect(server.app.renditions.stats()).toMatchObject({ memoryEntries: 1, diskFiles: 0 });
    expect(await readdir(cacheDir)).toEqual([]);
  });

  it('keeps serving when its folder goes away, and says so once', async () => {
    const warn = vi.fn();
    const cache = await DiskRenditionCache.open(path.join(cacheDir, 'sub'), 1000, warn);
    expect(cache).toBeDefined();
    await rm(path.join(cacheDir, 'sub'), { recursive: true });
    await cache!.write('a', Buffer.alloc(10));
    await cache!.write('b', Buffer.alloc(10));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/cannot be written to .*sub; they stay in memory/);
    expect(await cache!.read('a')).toBeUndefined();
    expect(cache!.size).toBe(0);
  });

  it('is not used when its folder cannot be made', async () => {
    const warn = vi.fn();
    const file = path.join(cacheDir, 'a-file');
    await writeFile(file, 'not a folder');
    expect(
      await DiskRenditionCache.open(path.join(file, 'renditions'), 1000, warn),
    ).toBeUndefined();
    expect(warn.mock.calls[0]![0]).toMatch(/cannot be used; renditions stay in memory/);
  });
});
