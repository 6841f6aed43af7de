import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenditionCache } from '../../../server/emulator/media/renditionCache';
import { FIXTURE_IMAGE, makeContentDir } from '../helpers/fixtureContent';
import { KEYS, UNKNOWN_KEY } from '../helpers/fixtureIds';
import { platformError, rawRequest, startTestServer, type TestServer } from '../helpers/testServer';

let contentDir: string;
let cleanup: () => Promise<void>;
let server: TestServer;

beforeAll(async () => {
  ({ dir: contentDir, cleanup } = await makeContentDir());
  server = await startTestServer({ contentDir });
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

const media = (key: string, query = '') => `/sfsites/c/cms/delivery/media/${key}${query}`;

async function getImage(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url(pathAndQuery), { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('media originals', () => {
  it('returns the original bytes with their type and cache headers', async () => {
    const { status, headers, bytes } = await getImage(media(KEYS.banner));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/jpeg');
    expect(headers.get('cache-control')).toBe('public, max-age=86400');
    expect(headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
    expect(headers.get('content-encoding')).toBeNull();
    expect(bytes.equals(await readFile(path.join(contentDir, 'media', `${KEYS.banner}.jpg`)))).toBe(
      true,
    );
  });

  it('serves PNG originals as image/png', async () => {
    const { headers, bytes } = await getImage(media(KEYS.portrait));
    expect(headers.get('content-type')).toBe('image/png');
    expect((await sharp(bytes).metadata()).format).toBe('png');
  });

  it('answers 304 to a matching If-None-Match, weak or in a list', async () => {
    const etag = (await getImage(media(KEYS.banner))).headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await getImage(media(KEYS.banner), { 'If-None-Match': header });
      expect(response.status, header).toBe(304);
      expect(response.bytes.length).toBe(0);
      expect(response.headers.get('etag')).toBe(etag);
    }
    expect((await getImage(media(KEYS.banner), { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('accepts and ignores version, channelId, oid and height', async () => {
    const plain = await getImage(media(KEYS.banner));
    const withQuery = await getImage(
      media(
        KEYS.banner,
        '?version=1.1&channelId=0ap5f000000CmZ4&oid=00D000000000001&height=50&foo=bar',
      ),
    );
    expect(withQuery.status).toBe(200);
    expect(withQuery.bytes.equals(plain.bytes)).toBe(true);
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(server.url(media(KEYS.banner)), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('renditions', () => {
  it.each([640, 960, 1920])('resizes to width=%i with its own validator', async (width) => {
    const original = await getImage(media(KEYS.banner));
    const { status, headers, bytes } = await getImage(media(KEYS.banner, `?width=${width}`));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/jpeg');
    expect(headers.get('cache-control')).toBe('public, max-age=86400');
    expect(headers.get('etag')).not.toBe(original.headers.get('etag'));
    const meta = await sharp(bytes).metadata();
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(Math.round((FIXTURE_IMAGE.height * width) / FIXTURE_IMAGE.width));
    const again = await getImage(media(KEYS.banner, `?width=${width}`), {
      'If-None-Match': headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });

  it('never goes under 100 pixels', async () => {
    for (const width of [0, 1, 99]) {
      const { bytes } = await getImage(media(KEYS.banner, `?width=${width}`));
      expect((await sharp(bytes).metadata()).width).toBe(100);
    }
  });

  it('never enlarges: wider requests get the original', async () => {
    const original = await getImage(media(KEYS.banner));
    const wide = await getImage(media(KEYS.banner, '?width=5000'));
    expect(wide.headers.get('etag')).toBe(original.headers.get('etag'));
    expect(wide.bytes.equals(original.bytes)).toBe(true);
  });

  it('keeps the format of the original', async () => {
    const { headers, bytes } = await getImage(media(KEYS.portrait, '?width=300'));
    expect(headers.get('content-type')).toBe('image/png');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 300 });
  });

  it('answers the same bytes for the same rendition', async () => {
    const [a, b] = await Promise.all([
      getImage(media(KEYS.thumb, '?width=777')),
      getImage(media(KEYS.thumb, '?width=777')),
    ]);
    expect(a.bytes.equals(b.bytes)).toBe(true);
  });

  it.each(['abc', '-5', '12.5', '1e3', '9999999'])('rejects width=%s', async (width) => {
    const response = await fetch(server.url(media(KEYS.banner, `?width=${width}`)));
    expect(response.status).toBe(400);
    const error = platformError(await response.json());
    expect(error.errorCode).toBe('ILLEGAL_QUERY_PARAMETER_VALUE');
    expect(error.message).toMatch(/'width'/);
  });

  it('rejects width given twice', async () => {
    expect((await fetch(server.url(media(KEYS.banner, '?width=100&width=200')))).status).toBe(400);
  });
});

describe('media keys', () => {
  it.each([
    ['an unknown key', UNKNOWN_KEY],
    ['a key in lower case', KEYS.banner.toLowerCase()],
    ['a news item key', KEYS.newsA],
    ['a managed content id', '20Y3CXlMaXZjljENUh'],
    ['a file name', `${KEYS.banner}.jpg`],
  ])('answers 404 NOT_FOUND for %s', async (_label, key) => {
    const response = await fetch(server.url(media(key)));
    expect(response.status).toBe(404);
    expect(platformError(await response.json())).toEqual({
      errorCode: 'NOT_FOUND',
      message: 'The requested resource does not exist',
    });
  });

  it.each([
    media('..%2F..%2F..%2Fpackage.json'),
    media('%2e%2e%2f%2e%2e%2fsite.json'),
    media(`..%2Fmedia%2F${KEYS.banner}.jpg`),
    media('..%5C..%5Cpackage.json'),
    media('%252e%252e%252fpackage.json'),
    '/sfsites/c/cms/delivery/media/../../../../package.json',
    '/sfsites/c/cms/delivery/media/%2E%2E/%2E%2E/site.json',
  ])('cannot be used to reach other files: %s', async (pathWithTraversal) => {
    const response = await rawRequest(server.origin, pathWithTraversal);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.text).not.toContain('"name"');
    expect(response.text).not.toContain('siteId');
    expect(response.headers['content-type']).not.toMatch(/^image\//);
  });
});

describe('RenditionCache', () => {
  const rendition = (size: number, tag: string) => ({
    bytes: Buffer.alloc(size),
    etag: `"${tag}"`,
  });

  it('keeps the total size under its bound, dropping the least recently used', async () => {
    const cache = new RenditionCache(250);
    await cache.get('a', () => Promise.resolve(rendition(100, 'a')));
    await cache.get('b', () => Promise.resolve(rendition(100, 'b')));
    await cache.get('a', () => Promise.reject(new Error('a is cached')));
    await cache.get('c', () => Promise.resolve(rendition(100, 'c')));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(200);
    let remade = false;
    await cache.get('b', () => {
      remade = true;
      return Promise.resolve(rendition(100, 'b'));
    });
    expect(remade).toBe(true);
  });

  it('shares one resize between concurrent requests and does not keep failures', async () => {
    const cache = new RenditionCache(1000);
    let calls = 0;
    const make = () => {
      calls += 1;
      return Promise.resolve(rendition(10, 'x'));
    };
    const [first, second] = await Promise.all([cache.get('k', make), cache.get('k', make)]);
    expect(calls).toBe(1);
    expect(first).toBe(second);
    await expect(cache.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.size).toBe(1);
  });

  it('does not cache a rendition larger than the whole cache', async () => {
    const cache = new RenditionCache(50);
    await cache.get('big', () => Promise.resolve(rendition(100, 'big')));
    expect(cache.size).toBe(0);
  });
});
