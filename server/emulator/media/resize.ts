import sharp, { type Sharp } from 'sharp';
import { type MediaOriginal, strongEtag } from '../../../content-model';
import type { OutputFormat } from './negotiate';
import type { Rendition } from './renditionCache';

/**
 * The only widths rendered, in pixels: the site's (thumbnails 300, devices 640/960/1920), the
 * SDK's smallest (100), and a few between and above for other apps. A bounded set keeps the work
 * and the caches bounded: any other width is served as the next one up.
 */
const RENDITION_WIDTHS: readonly number[] = [100, 300, 480, 640, 960, 1280, 1920, 2400];

/**
 * libvips settings for serving: one thread per resize (the resize queue decides how many run at
 * once, so CPU use is that many cores) and no operation cache, which only helps when the same
 * input is processed again and otherwise holds up to 50 MB of decoded images.
 */
export function configureSharp(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}

/**
 * Encoder settings per format. AVIF uses effort 2 (of 0-9) with 4:2:0 chroma: sharp's default
 * (effort 4, 4:4:4) took 9-12 s for a 1920 px image on a 2-core machine and effort 2 about 1 s.
 * Efforts 0 and 1 were faster but, on the site's images, gave files as large as WebP 78 or
 * larger (effort 0 also smoothed away the illustrations' dotted backgrounds); effort 2 is the
 * lowest that beats WebP on both size and quality (docs/emulator.md, "Media and renditions").
 */
const ENCODERS: Readonly<Record<OutputFormat, (pipeline: Sharp) => Sharp>> = {
  jpeg: (pipeline) => pipeline.jpeg({ quality: 80, progressive: true }),
  png: (pipeline) => pipeline.png({ compressionLevel: 9 }),
  gif: (pipeline) => pipeline.gif(),
  webp: (pipeline) => pipeline.webp({ quality: 78 }),
  avif: (pipeline) => pipeline.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
};

/**
 * The width actually served: the narrowest rendition width at least as wide as `requested`
 * (100 at least), and never wider than the original: the original's width when it is narrower,
 * or when `requested` is wider than every rendition width.
 */
export function renditionWidth(requested: number, original: MediaOriginal): number {
  const snapped = RENDITION_WIDTHS.find((width) => width >= requested) ?? original.width;
  return Math.min(snapped, original.width);
}

/** Whether `width` and `format` ask for exactly the original file. */
export function isOriginal(original: MediaOriginal, width: number, format: OutputFormat): boolean {
  return width >= original.width && format === original.format;
}

/**
 * Encodes the original in `format`, turned as its EXIF orientation says (a rendition keeps no
 * metadata) and resized to `width` pixels wide when that is narrower. An animated GIF gives its
 * first frame.
 */
export async function render(
  original: MediaOriginal,
  width: number,
  format: OutputFormat,
): Promise<Rendition> {
  let pipeline = sharp(original.bytes).autoOrient();
  if (width < original.width) pipeline = pipeline.resize({ width, withoutEnlargement: true });
  const bytes = await ENCODERS[format](pipeline).toBuffer();
  return { bytes, etag: strongEtag(bytes) };
}
