import { constants } from 'node:fs';
import { lstat, open, realpath, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folders a content file may really be in: the content folder itself (and, for a draft, the
 * folders it is merged from). Real paths, so a link is judged by where it really leads.
 */
export type ContentRoots = readonly string[];

/** The real paths of `folders`, for `readBounded`; a folder that does not exist is left out. */
export async function contentRoots(folders: readonly string[]): Promise<ContentRoots> {
  const real = await Promise.all(
    folders.map((folder) => realpath(path.resolve(folder)).catch(() => undefined)),
  );
  return real.filter((folder): folder is string => folder !== undefined);
}

/** Why a content file was not read. Messages never quote the file's bytes. */
export type UnreadReason =
  | { kind: 'missing' }
  | { kind: 'too-large'; bytes: number }
  | { kind: 'not-a-file'; what: string }
  | { kind: 'outside' }
  | { kind: 'unreadable'; error: string };

export type BoundedRead = { ok: true; bytes: Buffer } | { ok: false; reason: UnreadReason };

/** What a stat says a non-regular file is, for messages. */
function kindOf(stats: {
  isDirectory(): boolean;
  isFIFO(): boolean;
  isSocket(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
}): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

const isInside = (file: string, root: string) => {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

const errorCode = (error: unknown) =>
  error instanceof Error && 'code' in error ? String(error.code) : undefined;

/**
 * Where `file` really is, when it may be read: itself, or the file its links lead to when that
 * stays inside one of `roots`.
 */
async function resolveInside(file: string, roots: ContentRoots): Promise<BoundedRead | string> {
  const own = await lstat(file);
  if (!own.isSymbolicLink()) return file;
  const target = await realpath(file);
  return roots.some((root) => isInside(target, root))
    ? target
    : { ok: false, reason: { kind: 'outside' } };
}

export const OUTSIDE_FOLDER =
  'is a symbolic link to a folder outside the content folder; it is not read (copy the folder in instead)';

/** Whether the folder `dir` really is inside `roots` (it may be a link that stays inside). */
export async function folderInside(dir: string, roots: ContentRoots): Promise<boolean> {
  const target = await realpath(dir);
  return roots.some((root) => isInside(target, root));
}

/** Reads at most `limit` bytes from the start of `handle`: never more, whatever it claims. */
async function readUpTo(handle: FileHandle, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  while (total < limit) {
    const chunk = Buffer.alloc(Math.min(64 * 1024, limit - total));
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, total);
    if (bytesRead === 0) break;
    chunks.push(chunk.subarray(0, bytesRead));
    total += bytesRead;
  }
  return Buffer.concat(chunks, total);
}

/**
 * Reads a content file safely: regular files only (a FIFO, socket, device or folder is never
 * opened, and the file is opened non-blocking and checked again once open, so one swapped for a
 * FIFO in between cannot block), links only when they lead inside `roots`, and never more than
 * `maxBytes + 1` bytes, whatever `stat` says its size is (a device says 0 and never ends).
 */
export async function readBounded(
  file: string,
  roots: ContentRoots,
  maxBytes: number,
): Promise<BoundedRead> {
  let handle: FileHandle | undefined;
  try {
    const target = await resolveInside(file, roots);
    if (typeof target !== 'string') return target;
    const before = await stat(target);
    if (!before.isFile())
      return { ok: false, reason: { kind: 'not-a-file', what: kindOf(before) } };
    if (before.size > maxBytes)
      return { ok: false, reason: { kind: 'too-large', bytes: before.size } };
    handle = await open(target, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
    const opened = await handle.stat();
    if (!opened.isFile())
      return { ok: false, reason: { kind: 'not-a-file', what: kindOf(opened) } };
    const bytes = await readUpTo(handle, maxBytes + 1);
    if (bytes.length > maxBytes) {
      return {
        ok: false,
        reason: { kind: 'too-large', bytes: Math.max(bytes.length, opened.size) },
      };
    }
    return { ok: true, bytes };
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT') return { ok: false, reason: { kind: 'missing' } };
    // A link swapped in between the check and the open (O_NOFOLLOW) is judged again next read.
    if (code === 'ELOOP') return { ok: false, reason: { kind: 'outside' } };
    return { ok: false, reason: { kind: 'unreadable', error: code ?? String(error) } };
  } finally {
    await handle?.close();
  }
}

/** The author's words for why a content file was not read (the caller names the size limit). */
export function unreadMessage(reason: Exclude<UnreadReason, { kind: 'too-large' }>): string {
  switch (reason.kind) {
    case 'missing':
      return 'the file is missing';
    case 'not-a-file':
      return `is ${reason.what}, not a regular file; it is not read (remove it, or save a regular file there)`;
    case 'outside':
      return 'is a symbolic link to a file outside the content folder; it is not read (copy the file into the folder instead)';
    case 'unreadable':
      return `cannot read: ${reason.error}`;
  }
}
