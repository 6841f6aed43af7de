import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { imagePixelsProblem, MAX_IMAGE_BYTES, tooManyImageBytes } from './contentLimits';
import type { ManagedContentDocument } from './documents';
import { displayPath, type ProblemList } from './problems';
import type { LoadedFile } from './readJson';
import {
  contentRoots,
  folderInside,
  OUTSIDE_FOLDER,
  readBounded,
  unreadMessage,
  type ContentRoots,
} from './safeRead';

/**
 * What an original may be: what browsers show, and what cameras and design tools export. Its
 * extensions (the first is the one new files get) and the type the platform states for it.
 */
export const MEDIA_FORMATS = {
  jpeg: { mimeType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { mimeType: 'image/png', extensions: ['.png'] },
  webp: { mimeType: 'image/webp', extensions: ['.webp'] },
  avif: { mimeType: 'image/avif', extensions: ['.avif'] },
  gif: { mimeType: 'image/gif', extensions: ['.gif'] },
  tiff: { mimeType: 'image/tiff', extensions: ['.tif', '.tiff'] },
} as const;

export type MediaFormat = keyof typeof MEDIA_FORMATS;
type OriginalMimeType = (typeof MEDIA_FORMATS)[MediaFormat]['mimeType'];

const FORMAT_NAMES = 'a JPEG, PNG, WebP, AVIF, GIF or TIFF file';
const ALL_EXTENSIONS = Object.values(MEDIA_FORMATS).flatMap((facts) => facts.extensions);

/** An image document's original file, held in memory with what the server knows of it. */
export interface MediaOriginal {
  contentKey: string;
  bytes: Buffer;
  mimeType: OriginalMimeType;
  format: MediaFormat;
  /** Pixels, as the image is shown (after its EXIF orientation). */
  width: number;
  height: number;
  /** Whether it has an alpha channel, which a JPEG rendition would lose. */
  hasAlpha: boolean;
  /** Strong validator of the bytes, quoted as HTTP wants it. */
  etag: string;
}

export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/** The format an extension names (`.JPG` too), or undefined. */
function formatOfExtension(file: string): MediaFormat | undefined {
  const ext = path.extname(file).toLowerCase();
  return (Object.keys(MEDIA_FORMATS) as MediaFormat[]).find((format) =>
    (MEDIA_FORMATS[format].extensions as readonly string[]).includes(ext),
  );
}

/** The format sharp found, in our names: AVIF is HEIF with AV1 (HEIC, HEIF with HEVC, is not). */
function formatOfData(meta: Metadata): MediaFormat | undefined {
  if (meta.format === 'heif') return meta.compression === 'av1' ? 'avif' : undefined;
  return meta.format in MEDIA_FORMATS ? (meta.format as MediaFormat) : undefined;
}

/** Bytes that are no image sharp reads, or an image of a format the site does not take. */
export class NotAnImageError extends Error {
  /** Why, to follow `not an image: ` (`holds svg data; an image is a JPEG, ...`). */
  readonly reason: string;

  constructor(reason: string, message = reason) {
    super(message);
    this.name = 'NotAnImageError';
    this.reason = reason;
  }
}

/**
 * The accepted format of an image's bytes and what sharp read of them (its header only: nothing
 * is decoded). Throws a `NotAnImageError` saying what is wrong: not an image, or a format the
 * site does not take.
 */
export async function inspectImage(
  bytes: Uint8Array,
): Promise<{ format: MediaFormat; meta: Metadata }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch (error) {
    const { message } = error as Error;
    throw new NotAnImageError(
      `sharp reads no image in it (${message})`,
      `not a readable image: ${message}`,
    );
  }
  const format = formatOfData(meta);
  if (!format) {
    const found = meta.compression ? `${meta.format} (${meta.compression})` : meta.format;
    throw new NotAnImageError(`holds ${found} data; an image is ${FORMAT_NAMES}`);
  }
  return { format, meta };
}

/** The bytes of an original, read as safely as any content file (see `readBounded`). */
async function readOriginalBytes(file: string, roots: ContentRoots): Promise<Buffer> {
  const read = await readBounded(file, roots, MAX_IMAGE_BYTES);
  if (read.ok) return read.bytes;
  const { reason } = read;
  throw new Error(
    reason.kind === 'too-large'
      ? `the file ${tooManyImageBytes(reason.bytes)}`
      : unreadMessage(reason),
  );
}

/**
 * Reads an original and what the server serves it by: type, pixel size and validator all come
 * from the bytes. Throws an error saying what is wrong (no such file, not a regular file, a link
 * out of `roots` (default: the file's folder), over `MAX_IMAGE_BYTES` or, by its header,
 * `MAX_IMAGE_PIXELS`, not an image, a format the site does not take, data that does not match the
 * extension).
 */
export async function readOriginal(
  file: string,
  contentKey: string,
  roots?: ContentRoots,
): Promise<MediaOriginal> {
  const bytes = await readOriginalBytes(file, roots ?? (await contentRoots([path.dirname(file)])));
  const { format, meta } = await inspectImage(bytes);
  const named = formatOfExtension(file);
  if (format !== named) {
    throw new Error(
      `holds ${format} data but its extension says ${named ?? path.extname(file)}; name it ` +
        `${contentKey}${MEDIA_FORMATS[format].extensions[0]}`,
    );
  }
  const tooManyPixels = imagePixelsProblem(meta.autoOrient.width, meta.autoOrient.height);
  if (tooManyPixels) throw new Error(`the file ${tooManyPixels}`);
  return {
    contentKey,
    bytes,
    mimeType: MEDIA_FORMATS[format].mimeType,
    format,
    width: meta.autoOrient.width,
    height: meta.autoOrient.height,
    hasAlpha: meta.hasAlpha,
    etag: strongEtag(bytes),
  };
}

/** The names in the media folder; none when it is missing or a link out of the content folder. */
async function listMediaFiles(
  dir: string,
  roots: ContentRoots,
  problems: ProblemList,
): Promise<string[]> {
  try {
    if (await folderInside(dir, roots)) return await readdir(dir);
    problems.add(dir, '(folder)', OUTSIDE_FOLDER);
    return [];
  } catch {
    return [];
  }
}

/** The files in `names` that are originals of `contentKey`, whatever their accepted extension. */
export function originalsOf(names: readonly string[], contentKey: string): string[] {
  return names.filter((name) => {
    const ext = path.extname(name);
    return (
      name.slice(0, -ext.length || undefined) === contentKey &&
      ALL_EXTENSIONS.includes(ext.toLowerCase() as (typeof ALL_EXTENSIONS)[number])
    );
  });
}

/** `content/media/<contentKey>.jpg (or .png, .webp, ...)`, for messages about a missing original. */
export function expectedOriginal(dir: string, contentKey: string): string {
  const others = ALL_EXTENSIONS.filter((ext) => ext !== '.jpg').join(', ');
  return `${displayPath(path.join(dir, contentKey))}.jpg (or ${others})`;
}

/**
 * Loads the original of every image document, checking it exists, is an image in an accepted
 * format and is the type the document states. Its size (bytes and pixels) is the file's: a
 * document's `size` is never read.
 */
export async function readMedia(
  dir: string,
  documents: readonly LoadedFile<ManagedContentDocument>[],
  problems: ProblemList,
  roots: ContentRoots,
): Promise<Map<string, MediaOriginal>> {
  const names = await listMediaFiles(dir, roots, problems);
  const media = new Map<string, MediaOriginal>();
  await Promise.all(
    documents.map(async ({ file, value: doc }) => {
      if (doc.content.type !== 'sfdc_cms__image') return;
      const field = ['contentBody', 'sfdc_cms:media'];
      const matches = originalsOf(names, doc.contentKey);
      const [only, ...others] = matches;
      if (only === undefined) {
        problems.add(file, field, `no media file ${expectedOriginal(dir, doc.contentKey)}`);
        return;
      }
      if (others.length > 0) {
        problems.add(file, field, `several media files: ${matches.join(', ')}; keep one`);
        return;
      }
      const mediaFile = path.join(dir, only);
      const original = await readOriginal(mediaFile, doc.contentKey, roots).catch(
        (error: unknown) => {
          problems.add(mediaFile, '(file)', (error as Error).message);
          return undefined;
        },
      );
      if (!original) return;
      const declared: string = doc.content.body['sfdc_cms:media'].source.mimeType;
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
