import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  expectedOriginal,
  originalsOf,
  readOriginal,
  type MediaOriginal,
} from '../content-model/media';
import { writeSource, type ImageDocument } from './documents';

/** Where a recipe's drawing is written: generated originals are JPEGs. */
export const recipeOriginalPath = (mediaDirectory: string, contentKey: string): string =>
  join(mediaDirectory, `${contentKey}.jpg`);

/**
 * The document's original, read as the server reads it (any accepted format and pixel size).
 * Throws saying what is wrong: no original, several, or one that is not a readable image.
 */
async function readDocumentOriginal(
  mediaDirectory: string,
  document: ImageDocument,
): Promise<MediaOriginal> {
  const names = await readdir(mediaDirectory).catch(() => []);
  const [only, ...others] = originalsOf(names, document.contentKey);
  if (only === undefined)
    throw new Error(`no original ${expectedOriginal(mediaDirectory, document.contentKey)}`);
  if (others.length > 0)
    throw new Error(`several originals: ${[only, ...others].join(', ')}; keep one`);
  const file = join(mediaDirectory, only);
  try {
    return await readOriginal(file, document.contentKey);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

/** What is wrong with a document's original or what it states of it, or an empty list. */
export async function checkOriginal(
  mediaDirectory: string,
  document: ImageDocument,
): Promise<string[]> {
  let original: MediaOriginal;
  try {
    original = await readDocumentOriginal(mediaDirectory, document);
  } catch (error) {
    return [`${document.slug}: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  if (document.mimeType !== original.mimeType) {
    problems.push(
      `${document.slug}: mimeType is ${document.mimeType} but the original is ${original.mimeType}`,
    );
  }
  if (document.size !== undefined && document.size !== original.bytes.length) {
    problems.push(
      `${document.slug}: size is ${String(document.size)} but the original has ${String(original.bytes.length)} bytes`,
    );
  }
  return problems;
}

/**
 * Sets the document's `mimeType` and `size` to its original's (an author's file, in any accepted
 * format and size); returns the original. Throws as `readDocumentOriginal`.
 */
export async function syncOriginal(
  mediaDirectory: string,
  document: ImageDocument,
): Promise<MediaOriginal> {
  const original = await readDocumentOriginal(mediaDirectory, document);
  await writeSource(document, { mimeType: original.mimeType, size: original.bytes.length });
  return original;
}
