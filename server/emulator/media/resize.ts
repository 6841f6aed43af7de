import sharp from 'sharp';
import type { MediaOriginal } from '../../content';
import { strongEtag } from '../../content/media';
import type { Rendition } from './renditionCache';

/** Renditions are never narrower than this, as the platform's image resolver. */
export const MIN_RENDITION_WIDTH = 100;

/** The width actually served: at least 100, never wider than the original. */
export function renditionWidth(requested: number, original: MediaOriginal): number {
  return Math.min(Math.max(requested, MIN_RENDITION_WIDTH), original.width);
}

/** Resizes to `width` pixels wide in the original's format. */
export async function resize(original: MediaOriginal, width: number): Promise<Rendition> {
  const pipeline = sharp(original.bytes).resize({ width });
  const encoded =
    original.format === 'jpeg'
      ? pipeline.jpeg({ quality: 80, progressive: true })
      : original.format === 'webp'
        ? pipeline.webp({ quality: 80 })
        : pipeline.png({ compressionLevel: 9 });
  const bytes = await encoded.toBuffer();
  return { bytes, etag: strongEtag(bytes) };
}
