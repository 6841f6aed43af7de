import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ManagedContentDocument } from './documents';
import { displayPath, type ProblemList } from './problems';
import type { LoadedFile } from './readJson';
import type { MediaMimeType } from './schemas/documentSchema';

export type MediaFormat = 'jpeg' | 'png' | 'webp';

/** An image document's original file, held in memory with its validator. */
export interface MediaOriginal {
  contentKey: string;
  bytes: Buffer;
  mimeType: MediaMimeType;
  format: MediaFormat;
  /** Pixels. */
  width: number;
  height: number;
  /** Strong validator of the bytes, quoted as HTTP wants it. */
  etag: string;
}

const EXTENSION_FORMATS: Readonly<Record<string, MediaFormat>> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
};
const FORMAT_MIME: Readonly<Record<MediaFormat, MediaMimeType>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

async function listMediaFiles(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

async function readOriginal(
  file: string,
  contentKey: string,
  problems: ProblemList,
): Promise<MediaOriginal | undefined> {
  const expected = EXTENSION_FORMATS[path.extname(file).toLowerCase()];
  try {
    const bytes = await readFile(file);
    const meta = await sharp(bytes).metadata();
    const format = meta.format as string;
    if (format !== expected) {
      problems.add(
        file,
        '(file)',
        `holds ${format} data but its extension says ${String(expected)}`,
      );
      return undefined;
    }
    return {
      contentKey,
      bytes,
      mimeType: FORMAT_MIME[expected],
      format: expected,
      width: meta.width,
      height: meta.height,
      etag: strongEtag(bytes),
    };
  } catch (error) {
    problems.add(file, '(file)', `not a readable image: ${(error as Error).message}`);
    return undefined;
  }
}

/** Loads the media file of every image document, checking it exists and matches its mimeType. */
export async function readMedia(
  dir: string,
  documents: readonly LoadedFile<ManagedContentDocument>[],
  problems: ProblemList,
): Promise<Map<string, MediaOriginal>> {
  const names = await listMediaFiles(dir);
  const media = new Map<string, MediaOriginal>();
  await Promise.all(
    documents.map(async ({ file, value: doc }) => {
      if (doc.content.type !== 'sfdc_cms__image') return;
      const field = ['contentBody', 'sfdc_cms:media'];
      const matches = names.filter((name) => {
        const ext = path.extname(name);
        return (
          name.slice(0, -ext.length) === doc.contentKey && ext.toLowerCase() in EXTENSION_FORMATS
        );
      });
      const [only, ...others] = matches;
      if (only === undefined) {
        const base = displayPath(path.join(dir, doc.contentKey));
        problems.add(file, field, `no media file ${base}.jpg (or .png, .webp)`);
        return;
      }
      if (others.length > 0) {
        problems.add(file, field, `several media files: ${matches.join(', ')}; keep one`);
        return;
      }
      const original = await readOriginal(path.join(dir, only), doc.contentKey, problems);
      if (!original) return;
      const declared = doc.content.body['sfdc_cms:media'].source.mimeType;
      if (declared !== original.mimeType) {
        problems.add(
          file,
          [...field, 'source', 'mimeType'],
          `says ${declared} but ${only} is ${original.mimeType}`,
        );
        return;
      }
      media.set(doc.contentKey, original);
    }),
  );
  return media;
}
