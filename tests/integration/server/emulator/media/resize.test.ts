import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type SiteContent, type MediaOriginal } from '../../../../../content-model';
import { readOriginal } from '../../../../../content-model/media';
import { fallbackFormat } from '../../../../../server/emulator/media/negotiate';
import { render } from '../../../../../server/emulator/media/resize';
import { makeContentDir } from '../../../../support/fixtureContent';
import { KEYS, SITE_CONTENTS } from '../../../support/fixtureIds';
import { startTestServer, type TestServer } from '../../../support/testServer';

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,*/*';
const ANY = '*/*';

/** A plain picture of `width` x `height`, three channels unless `alpha`. */
const canvas = (width: number, height: number, alpha = false): Sharp =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 11, g: 92, b: 171, alpha: 0.5 } : '#0b5cab',
    },
  });

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'about-originals-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** `bytes` written as `name` in the scratch folder, read back as the server reads an original. */
async function original(name: string, bytes: Buffer, contentKey: string = KEYS.thumb) {
  const file = path.join(scratch, name);
  await writeFile(file, bytes);
  return readOriginal(file, contentKey);
}

describe('an original', () => {
  it.each([
    ['JPEG', 'a.jpg', (image: Sharp) => image.jpeg(), 'jpeg', 'image/jpeg'],
    ['PNG', 'a.png', (image: Sharp) => image.png(), 'png', 'image/png'],
    ['WebP', 'a.webp', (image: Sharp) => image.webp(), 'webp', 'image/webp'],
    ['AVIF', 'a.avif', (image: Sharp) => image.avif({ effort: 0 }), 'avif', 'image/avif'],
    ['GIF', 'a.gif', (image: Sharp) => image.gif(), 'gif', 'image/gif'],
    ['TIFF', 'a.tif', (image: Sharp) => image.tiff(), 'tiff', 'image/tiff'],
    ['TIFF named .TIFF', 'b.TIFF', (image: Sharp) => image.tiff(), 'tiff', 'image/tiff'],
  ])(
    'in %s is read with its type and pixel size from its bytes',
    async (_l, name, encode, format, mimeType) => {
      const bytes = await encode(canvas(120, 80)).toBuffer();
      expect(await original(name, bytes)).toMatchObject({
        format,
        mimeType,
        width: 120,
        height: 80,
        bytes,
      });
    },
  );

  it('has the pixel size it is shown at, after its EXIF orientation', async () => {
    // Orientation 6: stored 120 x 80, shown turned a quarter, 80 x 120 (as a phone photo).
    const bytes = await canvas(120, 80).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const turned = await original('turned.jpg', bytes);
    expect(turned).toMatchObject({ width: 80, height: 120 });
    // A rendition keeps no metadata, so it is turned as it is made.
    const rendition = await render(turned, 40, 'webp');
    expect(await sharp(rendition.bytes).metadata()).toMatchObject({ width: 40, height: 60 });
  });

  it('in another format is refused, saying which formats are taken', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(original('a.png', svg)).rejects.toThrow(
      'holds svg data; an image is a JPEG, PNG, WebP, AVIF, GIF or TIFF file',
    );
  });

  it('whose extension names another format is refused, naming the right file name', async () => {
    const png = await canvas(10, 10).png().toBuffer();
    await expect(original('a.jpg', png)).rejects.toThrow(
      `holds png data but its extension says jpeg; name it ${KEYS.thumb}.png`,
    );
  });

  it('whose document states another type stops the content, naming both', async () => {
    const { dir, cleanup } = await makeContentDir();
    try {
      await rm(path.join(dir, 'media', `${KEYS.thumb}.jpg`));
      const tiff = await canvas(30, 20).tiff().toBuffer();
      await writeFile(path.join(dir, 'media', `${KEYS.thumb}.tif`), tiff);
      await expect(loadContent(dir)).rejects.toThrow(
        `says image/jpeg but ${KEYS.thumb}.tif is image/tiff`,
      );
    } finally {
      await cleanup();
    }
  });

  it('that is not an image says so', async () => {
    await expect(original('a.webp', Buffer.from('not an image'))).rejects.toThrow(
      /^not a readable image: /,
    );
  });
});

describe('originals of any size and format, served', () => {
  let cleanup: () => Promise<void>;
  let server: TestServer;
  let smallPng: Buffer;
  let wideAvif: Buffer;
  let clearAvif: MediaOriginal;
  let tiff: MediaOriginal;

  beforeAll(async () => {
    let dir: string;
    ({ dir, cleanup } = await makeContentDir());
    // Narrower than every rendition width but one: the portrait document's original.
    smallPng = await canvas(120, 80).png().toBuffer();
    await writeFile(path.join(dir, 'media', `${KEYS.portrait}.png`), smallPng);
    const store = await loadContent(dir);
    // Wider than every rendition width, in formats browsers do not all show.
    wideAvif = await canvas(3000, 200).avif({ effort: 0 }).toBuffer();
    const originals = new Map<string, MediaOriginal>([
      [KEYS.thumb, await original('wide.avif', wideAvif, KEYS.thumb)],
      [
        KEYS.banner,
        await original('scan.tif', await canvas(400, 300).tiff().toBuffer(), KEYS.banner),
      ],
    ]);
    clearAvif = await original(
      'clear.avif',
      await canvas(200, 100, true).avif({ effort: 0 }).toBuffer(),
    );
    tiff = originals.get(KEYS.banner)!;
    const content: SiteContent = {
      ...store,
      findMedia: (key) => originals.get(key) ?? store.findMedia(key),
    };
    server = await startTestServer({ content });
  });
  afterAll(async () => {
    await server.close();
    await cleanup();
  });

  async function get(key: string, query: string, accept: string) {
    const response = await server.app.inject({
      url: server.url(`/sfsites/c/cms/delivery/media/${key}${query}`),
      headers: { accept },
    });
    const bytes = response.rawPayload;
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      bytes,
      meta: await sharp(bytes).metadata(),
    };
  }

  async function mediaSource(key: string) {
    const response = await server.app.inject({ url: server.url(`${SITE_CONTENTS}/${key}`) });
    const body = response.json<{
      contentBody: { 'sfdc_cms:media': { source: { mimeType: string; size: number } } };
    }>();
    return body.contentBody['sfdc_cms:media'].source;
  }

  it('the delivery API states the real type and byte count of each', async () => {
    expect(await mediaSource(KEYS.portrait)).toEqual({
      type: 'file',
      mimeType: 'image/png',
      size: smallPng.length,
    });
    expect(await mediaSource(KEYS.thumb)).toEqual({
      type: 'file',
      mimeType: 'image/avif',
      size: wideAvif.length,
    });
  });

  it('a small original is never enlarged: a wider width gives its own width', async () => {
    const asIs = await get(KEYS.portrait, '?width=640', ANY);
    expect(asIs.type).toBe('image/png');
    expect(asIs.bytes.equals(smallPng)).toBe(true);
    const avif = await get(KEYS.portrait, '?width=1920', CHROME);
    expect(avif.type).toBe('image/avif');
    expect(avif.meta).toMatchObject({ width: 120, height: 80 });
    const narrower = await get(KEYS.portrait, '?width=100', ANY);
    expect(narrower.meta).toMatchObject({ format: 'png', width: 100 });
  });

  it('an AVIF original goes as it is to clients that take AVIF, and as JPEG or WebP to others', async () => {
    const full = await get(KEYS.thumb, '', CHROME);
    expect(full.type).toBe('image/avif');
    expect(full.bytes.equals(wideAvif)).toBe(true);
    const resized = await get(KEYS.thumb, '?width=640', CHROME);
    expect(resized.type).toBe('image/avif');
    expect(resized.meta).toMatchObject({ width: 640, height: 43 });
    const webp = await get(KEYS.thumb, '?width=300', WEBP_ONLY);
    expect(webp.meta).toMatchObject({ format: 'webp', width: 300 });
    const jpeg = await get(KEYS.thumb, '', ANY);
    expect(jpeg.type).toBe('image/jpeg');
    expect(jpeg.meta).toMatchObject({ format: 'jpeg', width: 3000, height: 200 });
  });

  it('a TIFF original goes as JPEG to clients that name neither AVIF nor WebP', async () => {
    expect(tiff.format).toBe('tiff');
    const jpeg = await get(KEYS.banner, '?width=300', ANY);
    expect(jpeg.type).toBe('image/jpeg');
    expect(jpeg.meta).toMatchObject({ format: 'jpeg', width: 300, height: 225 });
    const avif = await get(KEYS.banner, '', CHROME);
    expect(avif.meta).toMatchObject({ format: 'heif', width: 400 });
  });

  it('an original with transparency falls back to PNG, which keeps it', () => {
    expect(clearAvif.hasAlpha).toBe(true);
    expect(fallbackFormat(clearAvif)).toBe('png');
    expect(fallbackFormat(tiff)).toBe('jpeg');
  });
});
