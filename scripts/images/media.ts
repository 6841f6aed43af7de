import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeSize, type ImageDocument } from './documents';

/** Originals must be at least this wide so the 1920 rendition is never upscaled. */
export const MIN_ORIGINAL_WIDTH = 1920;

export const mediaPath = (mediaDirectory: string, contentKey: string): string =>
  join(mediaDirectory, `${contentKey}.jpg`);

/** What is wrong with a document's original, or an empty list. */
export async function checkOriginal(
  mediaDirectory: string,
  document: ImageDocument,
): Promise<string[]> {
  const path = mediaPath(mediaDirectory, document.contentKey);
  const bytes = await stat(path).then(
    (stats) => stats.size,
    () => null,
  );
  if (bytes === null) return [`${document.slug}: no original at ${path}`];
  const problems: string[] = [];
  if (bytes !== document.size) {
    problems.push(
      `${document.slug}: size is ${String(document.size)} but ${path} has ${String(bytes)} bytes`,
    );
  }
  const { width, format } = await sharp(path).metadata();
  if (format !== 'jpeg') problems.push(`${document.slug}: ${path} is ${format}, not a JPEG`);
  if (width < MIN_ORIGINAL_WIDTH) {
    problems.push(
      `${document.slug}: ${path} is ${String(width)} px wide, under ${String(MIN_ORIGINAL_WIDTH)}`,
    );
  }
  return problems;
}

/** Sets the document's `size` to its original's byte count; returns the count, or null if missing. */
export async function syncSize(
  mediaDirectory: string,
  document: ImageDocument,
): Promise<number | null> {
  const bytes = await stat(mediaPath(mediaDirectory, document.contentKey)).then(
    (stats) => stats.size,
    () => null,
  );
  if (bytes !== null && bytes !== document.size) await writeSize(document, bytes);
  return bytes;
}
