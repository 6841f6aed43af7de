import sharp, { type Sharp } from 'sharp';
import type { MediaOriginal } from '../../content';
import { strongEtag } from '../../content/media';
import type { OutputFormat } from './negotiate';
import type { Rendition } from './renditionCache';

/** Renditions are never narrower than this, as the platform's image resolver. */
export const MIN_RENDITION_WIDTH = 100;

/**
 * Encoder settings per format. AVIF uses effort 2 (of 0-9) with 4:2:0 chroma: sharp's default
 * (effort 4, 4:4:4) took 9-12 s for a 1920 px image on a 2-core machine and effort 2 about 1 s.
 * Efforts 0 and 1 were faster but, on the site's images, gave files as large as WebP 78 or
 * larger (effort 0 also smoothed away the illustrations' dotted backgrounds); effort 2 is the
 * lowest that beats WebP on both size and quality. Figures in docs/operations.md.
 */
const ENCODERS: Readonly<Record<OutputFormat, (pipeline: Sharp) => Sharp>> = {
  jpeg: (pipeline) => pipeline.jpeg({ quality: 80, progressive: true }),
  png: (pipeline) => pipeline.png({ compressionLevel: 9 }),
  webp: (pipeline) => pipeline.webp({ quality: 78 }),
  avif: (pipeline) => pipeline.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
};

/** The width actually served: at least 100, never wider than the original. */
export function renditionWidth(requested: number, original: MediaOriginal): number {
  return Math.min(Math.max(requested, MIN_RENDITION_WIDTH), original.width);
}

/** Whether `width` and `format` ask for exactly the original file. */
export function isOriginal(original: MediaOriginal, width: number, format: OutputFormat): boolean {
  return width >= original.width && format === original.format;
}

/** Encodes the original in `format`, resized to `width` pixels wide when that is narrower. */
export async function render(
  original: MediaOriginal,
  width: number,
  format: OutputFormat,
): Promise<Rendition> {
  let pipeline = sharp(original.bytes);
  if (width < original.width) pipeline = pipeline.resize({ width, withoutEnlargement: true });
  const bytes = await ENCODERS[format](pipeline).toBuffer();
  return { bytes, etag: strongEtag(bytes) };
}
