import { createHash, randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isScratch } from '../watchContent';

export type { ContentFiles };

import type { ContentFiles } from '../versions/changes';

/** The content address of a file: its bytes' SHA-256, hex. */
export function hashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Whether `file` may name a file of the content: relative, posix, inside the folder, not an
 * editor's or the server's scratch file. Paths arrive from commands and (later) the authoring API.
 */
export function isContentPath(file: string): boolean {
  if (file === '' || file.includes('\\') || file.includes('\0') || file.startsWith('/'))
    return false;
  const parts = file.split('/');
  return parts.every((part) => part !== '' && part !== '.' && part !== '..') && !isScratch(file);
}

/** Throws naming the path when it is not a content path. */
export function assertContentPath(file: string): void {
  if (!isContentPath(file)) throw new Error(`not a path of the content: ${JSON.stringify(file)}`);
}

async function entriesOf(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Every file of a content folder (scratch files aside), following links to files as the content's
 * reader does. Links that lead out of the folder are read too: the content's checks refuse them.
 */
export async function readFolderFiles(dir: string): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  // Every file at once: a server busy answering visitors would give each read a turn of its own.
  const walk = async (relative: string): Promise<void> => {
    const entries = (await entriesOf(path.join(dir, relative))).filter(
      (entry) => !isScratch(entry.name),
    );
    await Promise.all(
      entries.map(async (entry) => {
        const name = relative === '' ? entry.name : `${relative}/${entry.name}`;
        if (entry.isDirectory()) await walk(name);
        else files.set(name, await readFile(path.join(dir, name)));
      }),
    );
  };
  await walk('');
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Writes a file by a temporary file and a rename, so a reader sees the old bytes or the new. */
export async function writeFileAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // A name of its own per write: writers in one process (or several) never share one.
  const unique = randomBytes(6).toString('hex');
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${unique}.tmp`);
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/** Removes a file and the folders it leaves empty, up to (not including) `root`. */
async function removeFile(root: string, relative: string): Promise<void> {
  await rm(path.join(root, relative), { force: true });
  let parent = path.dirname(relative);
  while (parent !== '.') {
    try {
      await rmdir(path.join(root, parent));
    } catch {
      return;
    }
    parent = path.dirname(parent);
  }
}

/** Writes each file (null: removes it) into `dir`. */
export async function applyToFolder(
  dir: string,
  changes: Iterable<readonly [string, Uint8Array | null]>,
): Promise<void> {
  for (const [relative, body] of changes) {
    assertContentPath(relative);
    if (body === null) await removeFile(dir, relative);
    else await writeFileAtomically(path.join(dir, relative), body);
  }
}

/** Two sets of files are the same content: the same paths with the same bytes. */
export function sameHashes(
  a: ReadonlyMap<string, string>,
  b: ReadonlyMap<string, string>,
): boolean {
  if (a.size !== b.size) return false;
  for (const [file, hash] of a) if (b.get(file) !== hash) return false;
  return true;
}
