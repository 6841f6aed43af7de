import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { RenditionCache } from '../../../../../server/emulator/media/renditionCache';
import { FIXTURE_IMAGE } from '../../../../support/fixtureContent';
import { KEYS, UNKNOWN_KEY } from '../../../support/fixtureIds';
import { platformError, rawRequest, type TestServer } from '../../../support/testServer';
import { useTestServer } from '../../../support/useTestServer';

// Media without a version or with an old one, as docs/fleet.md documents its Cache-Control.
const UNVERSIONED_MEDIA_CACHE = 'public, no-cache';

const servers = useTestServer();
let server: TestServer;

beforeAll(async () => {
  server = await servers.start();
});

const media = (key: string, query = '') => `/sfsites/c/cms/delivery/media/${key}${query}`;

async function getImage(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await server.fetch(server.url(pathAndQuery), { headers });
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
    expect(headers.get('cache-control')).toBe(UNVERSIONED_MEDIA_CACHE);
    expect(headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
    expect(headers.get('content-encoding')).toBeNull();
    expect(
      bytes.equals(await readFile(path.join(servers.contentDir, 'media', `${KEYS.banner}.jpg`))),
    ).toBe(true);
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

  it('accepts version (not the current one), channelId, oid and height, and ignores them for the bytes', async () => {
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
    const response = await server.fetch(server.url(media(KEYS.banner)), { method: 'HEAD' });
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
    expect(headers.get('cache-control')).toBe(UNVERSIONED_MEDIA_CACHE);
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
    const response = await server.fetch(server.url(media(KEYS.banner, `?width=${width}`)));
    expect(response.status).toBe(400);
    const error = platformError(await response.json());
    expect(error.errorCode).toBe('ILLEGAL_QUERY_PARAMETER_VALUE');
    expect(error.message).toMatch(/'width'/);
  });

  it('rejects width given twice', async () => {
    expect(
      (await server.fetch(server.url(media(KEYS.banner, '?width=100&width=200')))).status,
    ).toBe(400);
  });
});

/** Accept headers as browsers send them for images. */
const ACCEPT = {
  chrome: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  webpOnly: 'image/webp,*/*',
  any: '*/*',
} as const;

/** The request through Fastify's inject: exact headers, no client defaults such as `Accept`. */
async function inject(
  pathAndQuery: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }> {
  const response = await server.app.inject({
    method: 'GET',
    url: `${server.app.siteBasePath}${pathAndQuery}`,
    headers,
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

const isAvif = (bytes: Buffer) => bytes.subarray(4, 12).toString('latin1') === 'ftypavif';
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
  bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe('format negotiation', () => {
  it.each(['', '?width=640'])('sends AVIF when Accept lists image/avif (%s)', async (query) => {
    const { status, headers, bytes } = await inject(media(KEYS.banner, query), {
      Accept: ACCEPT.chrome,
    });
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('image/avif');
    expect(headers.vary).toBe('Accept');
    expect(headers['cache-control']).toBe(UNVERSIONED_MEDIA_CACHE);
    expect(isAvif(bytes)).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1' });
    expect(meta.width).toBe(query ? 640 : FIXTURE_IMAGE.width);
  });

  it('sends WebP when Accept lists image/webp but not image/avif', async () => {
    const { status, headers, bytes } = await inject(media(KEYS.banner, '?width=640'), {
      Accept: ACCEPT.webpOnly,
    });
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('image/webp');
    expect(headers.vary).toBe('Accept');
    expect(isWebp(bytes)).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640 });
  });

  it.each([
    ['no Accept', {}],
    ['Accept: */*', { Accept: ACCEPT.any }],
    ['Accept: image/*', { Accept: 'image/*' }],
    ['image/avif;q=0', { Accept: 'image/avif;q=0, image/webp;q=0, */*' }],
  ])('sends the original format for %s', async (_label, headers) => {
    const original = await readFile(path.join(servers.contentDir, 'media', `${KEYS.banner}.jpg`));
    const full = await inject(media(KEYS.banner), headers);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers.vary).toBe('Accept');
    expect(full.bytes.equals(original)).toBe(true);
    const resized = await inject(media(KEYS.banner, '?width=640'), headers);
    expect(resized.headers['content-type']).toBe('image/jpeg');
    expect(resized.headers.vary).toBe('Accept');
    expect(await sharp(resized.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
  });

  it('converts PNG originals too, keeping PNG for clients that ask for neither', async () => {
    const avif = await inject(media(KEYS.portrait, '?width=300'), { Accept: ACCEPT.chrome });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(isAvif(avif.bytes)).toBe(true);
    const png = await inject(media(KEYS.portrait, '?width=300'), { Accept: ACCEPT.any });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers.vary).toBe('Accept');
  });

  it.each([
    ['AVIF', ACCEPT.chrome, 'heif'],
    ['WebP', ACCEPT.webpOnly, 'webp'],
    ['the original format', ACCEPT.any, 'jpeg'],
  ])(
    'never enlarges %s: a width above the original gives its width',
    async (_l, accept, format) => {
      const { bytes } = await inject(media(KEYS.banner, '?width=5000'), { Accept: accept });
      expect(await sharp(bytes).metadata()).toMatchObject({ format, width: FIXTURE_IMAGE.width });
      const atWidth = await inject(media(KEYS.banner, `?width=${FIXTURE_IMAGE.width}`), {
        Accept: accept,
      });
      expect(atWidth.bytes.equals(bytes)).toBe(true);
    },
  );

  it('gives every format its own ETag, and 304s only the variant the client holds', async () => {
    for (const query of ['', '?width=960']) {
      const url = media(KEYS.banner, query);
      const variants = await Promise.all(
        [ACCEPT.chrome, ACCEPT.webpOnly, ACCEPT.any].map((accept) =>
          inject(url, { Accept: accept }),
        ),
      );
      const etags = variants.map(({ headers }) => headers.etag as string);
      for (const etag of etags) expect(etag).toMatch(/^"[\w-]{32}"$/);
      expect(new Set(etags).size).toBe(3);

      const [avifEtag, webpEtag] = etags as [string, string, string];
      const fresh = await inject(url, { Accept: ACCEPT.chrome, 'If-None-Match': avifEtag });
      expect(fresh.status).toBe(304);
      expect(fresh.bytes.length).toBe(0);
      expect(fresh.headers).toMatchObject({
        etag: avifEtag,
        vary: 'Accept',
        'cache-control': UNVERSIONED_MEDIA_CACHE,
      });
      const other = await inject(url, { Accept: ACCEPT.chrome, 'If-None-Match': webpEtag });
      expect(other.status).toBe(200);
      expect(isAvif(other.bytes)).toBe(true);
    }
  });

  it('answers the same bytes and ETag for a rendition asked twice', async () => {
    const first = await inject(media(KEYS.thumb, '?width=555'), { Accept: ACCEPT.chrome });
    const second = await inject(media(KEYS.thumb, '?width=555'), { Accept: ACCEPT.chrome });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it.each([
    ['AVIF', ACCEPT.chrome],
    ['WebP', ACCEPT.webpOnly],
    ['the original', ACCEPT.any],
  ])('answers HEAD with the headers of GET for %s', async (_label, accept) => {
    for (const query of ['', '?width=640']) {
      const url = media(KEYS.banner, query);
      const get = await inject(url, { Accept: accept });
      // Over a socket: Node's server sends no body for HEAD (inject would hand back the body).
      const head = await rawRequest(await server.listen(), server.url(url), {
        method: 'HEAD',
        headers: { Accept: accept },
      });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ['content-type', 'content-length', 'etag', 'vary', 'cache-control']) {
        expect(head.headers[name], name).toBe(get.headers[name]);
      }
      expect(Number(get.headers['content-length'])).toBe(get.bytes.length);
    }
  });

  it('says Vary: Accept to real clients as well', async () => {
    const response = await getImage(media(KEYS.banner, '?width=640'), { Accept: ACCEPT.chrome });
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(isAvif(response.bytes)).toBe(true);
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
    const response = await server.fetch(server.url(media(key)));
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
    const response = await rawRequest(await server.listen(), pathWithTraversal);
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
