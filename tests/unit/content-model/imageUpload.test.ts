import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '../../../content-model/contentLimits';
import { checkUploadedImage, ImageRefusedError } from '../../../content-model/imageUpload';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** A flat picture of `width` × `height` in `format`. */
async function flat(width: number, height: number, format: 'png' | 'webp' | 'jpeg') {
  return sharp({ create: { width, height, channels: 3, background: BLUE } })
    .toFormat(format)
    .toBuffer();
}

/** The red, green and blue of the pixel at (`x`, `y`) of an image. */
async function pixelAt(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? NaN, g: data[at + 1] ?? NaN, b: data[at + 2] ?? NaN };
}

/** The `ImageRefusedError` checking `bytes` gives. */
async function refusal(bytes: Uint8Array, name?: string): Promise<ImageRefusedError> {
  const error = await checkUploadedImage(bytes, name).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRefusedError);
  return error as ImageRefusedError;
}

describe('checkUploadedImage', () => {
  it('strips EXIF with its GPS position and XMP from a JPEG, turning it upright first', async () => {
    // 60 × 40, red on the left; EXIF orientation 6 says "turn it a quarter clockwise to show it".
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: BLUE } })
      .composite([
        {
          input: { create: { width: 30, height: 40, channels: 3, background: RED } },
          left: 0,
          top: 0,
        },
      ])
      .withExif({
        IFD0: { Make: 'Camera Maker', Model: 'Camera One' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 24/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 7/1',
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 60, height: 40 });
    expect(before.exif?.toString('latin1')).toContain('Camera Maker');
    expect(before.xmp).toBeDefined();

    const checked = await checkUploadedImage(photo, 'holiday.jpg');
    expect(checked).toMatchObject({
      format: 'jpeg',
      contentType: 'image/jpeg',
      width: 40,
      height: 60,
    });
    const after = await sharp(checked.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(checked.bytes.includes('Camera Maker')).toBe(false);
    // Turned a quarter clockwise, the red left half is now the top.
    const top = await pixelAt(checked.bytes, 20, 5);
    const bottom = await pixelAt(checked.bytes, 20, 55);
    expect(top.r - top.b).toBeGreaterThan(150);
    expect(bottom.b - bottom.r).toBeGreaterThan(150);
  });

  it("strips a PNG's text comments", async () => {
    const png = await flat(10, 10, 'png');
    // A tEXt chunk, after the 33 bytes of the signature and the header chunk.
    const chunk = Buffer.from('tEXt' + 'Comment\0Taken at 12 Rue Example', 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length - 4);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(chunk));
    const commented = Buffer.concat([png.subarray(0, 33), length, chunk, crc, png.subarray(33)]);
    expect((await sharp(commented).metadata()).comments).toEqual([
      { keyword: 'Comment', text: 'Taken at 12 Rue Example' },
    ]);
    const checked = await checkUploadedImage(commented);
    expect((await sharp(checked.bytes).metadata()).comments).toBeUndefined();
    expect(checked.bytes.includes('Rue Example')).toBe(false);
  });

  it('keeps a PNG and a WebP in their format, with their pixels', async () => {
    for (const format of ['png', 'webp'] as const) {
      const checked = await checkUploadedImage(await flat(300, 200, format));
      expect(checked).toMatchObject({
        format,
        contentType: `image/${format}`,
        width: 300,
        height: 200,
      });
      expect(await sharp(checked.bytes).metadata()).toMatchObject({
        format,
        width: 300,
        height: 200,
      });
      const { r, g, b } = await pixelAt(checked.bytes, 150, 100);
      // A WebP is encoded again with loss: its colours move by a step or two at most.
      const moved = Math.max(Math.abs(r - BLUE.r), Math.abs(g - BLUE.g), Math.abs(b - BLUE.b));
      expect(moved).toBeLessThanOrEqual(format === 'png' ? 0 : 2);
    }
  });

  it('decides the type by the bytes: a text file named .png is not an image', async () => {
    const error = await refusal(Buffer.from('Shopping list: milk, eggs\n'), 'photo.png');
    expect(error.message).toBe(
      'photo.png is not an image: sharp reads no image in it (Input buffer contains unsupported image format)',
    );
    expect(error.problem).toBe(
      'is not an image: sharp reads no image in it (Input buffer contains unsupported image format)',
    );
  });

  it('refuses an SVG, by its bytes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await refusal(svg, 'logo.png')).message).toBe(
      'logo.png is not an image: holds svg data; an image is a JPEG, PNG, WebP, AVIF, GIF or TIFF file',
    );
  });

  it('refuses a file over 20 MiB without reading it as an image', async () => {
    const photo = await flat(64, 64, 'jpeg');
    const padded = Buffer.concat([photo, Buffer.alloc(21 * 1024 * 1024 - photo.length)]);
    expect((await refusal(padded)).message).toBe('the image is 21 MiB; at most 20 MiB');
    const justOver = Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES + 1 - photo.length)]);
    expect((await refusal(justOver, 'scan.jpg')).problem).toBe('is 20.1 MiB; at most 20 MiB');
  });

  it('refuses more than 40 megapixels by the header, before decoding a pixel', async () => {
    const large = await sharp({
      create: { width: 9000, height: 5000, channels: 3, background: BLUE },
    })
      .png()
      .toBuffer();
    // Cut short after its header: decoding it would fail on the missing pixels instead.
    const header = large.subarray(0, 1000);
    expect((await refusal(header, 'poster.png')).message).toBe(
      'poster.png is 9000 × 5000 px, 45 megapixels; at most 40',
    );
    expect((await refusal(large, 'poster.png')).problem).toBe(
      'is 9000 × 5000 px, 45 megapixels; at most 40',
    );
  });

  it('refuses a decompression bomb: a few hundred kilobytes claiming 120 megapixels', async () => {
    const bomb = await sharp({
      create: { width: 12_000, height: 10_000, channels: 3, background: BLUE },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await refusal(bomb, 'bomb.png')).message).toBe(
      'bomb.png is 12000 × 10000 px, 120 megapixels; at most 40',
    );
  });

  it('stops decoding at 40 megapixels over all frames: an animation of three 16-megapixel frames', async () => {
    // Each frame is within the limit, as the header says; their pixels together are not.
    const frames = await Promise.all(
      [RED, BLUE, { r: 255, g: 255, b: 255 }].map((background) =>
        sharp({ create: { width: 4000, height: 4000, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animation = await sharp(frames, { join: { animated: true } })
      .webp({ effort: 0 })
      .toBuffer();
    expect(await sharp(animation).metadata()).toMatchObject({
      width: 4000,
      height: 4000,
      pages: 3,
    });
    expect(3 * 4000 * 4000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect((await refusal(animation, 'loop.webp')).message).toBe(
      'loop.webp is too large to decode: its pixels (all its frames together) are over 40 megapixels',
    );
  });

  it('keeps every frame of an animation within the limit', async () => {
    const frames = await Promise.all(
      [RED, BLUE].map((background) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animation = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const checked = await checkUploadedImage(animation);
    expect(checked).toMatchObject({ format: 'gif', width: 40, height: 30 });
    expect(await sharp(checked.bytes).metadata()).toMatchObject({ format: 'gif', pages: 2 });
  });

  it('says a damaged image is damaged', async () => {
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: BLUE, noise },
    })
      .jpeg()
      .toBuffer();
    const error = await refusal(photo.subarray(0, photo.length / 2), 'cut.jpg');
    expect(error.message).toMatch(/^cut\.jpg is a damaged image: sharp cannot decode it \(.+\)$/);
  });
});
