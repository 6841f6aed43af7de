import { lstat, readdir, readlink, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a folder looks like on disk, cheaply: its own identity (device and inode, so a folder
 * swapped for another under the same name differs) and each entry's kind, size, modification
 * time and inode (a link's target too). Nothing is opened or read.
 */
export interface FolderScan {
  /** `device:inode` of the folder, or `absent`. */
  readonly identity: string;
  /** Relative path → signature. */
  readonly entries: ReadonlyMap<string, string>;
}

export interface ScanOptions {
  /** Entries (paths relative to the folder) that are no content: not listed, not descended into. */
  ignore: (relative: string) => boolean;
}

const ABSENT: FolderScan = { identity: 'absent', entries: new Map() };

async function signature(full: string): Promise<string | undefined> {
  try {
    const own = await lstat(full);
    const base = `${String(own.mode)}:${String(own.size)}:${String(own.mtimeMs)}:${String(own.ino)}`;
    return own.isSymbolicLink() ? `${base}>${await readlink(full)}` : base;
  } catch {
    // Gone between the listing and the look: the next scan sees it as it is then.
    return undefined;
  }
}

async function scanInto(
  root: string,
  relative: string,
  options: ScanOptions,
  entries: Map<string, string>,
): Promise<void> {
  let listed;
  try {
    listed = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch {
    return;
  }
  // All at once: one after the other, each look waits its turn among the server's other file
  // and compression work, and a scan under traffic took longer than reading the content.
  await Promise.all(
    listed.map(async (entry) => {
      const name = path.join(relative, entry.name);
      if (options.ignore(name)) return;
      const seen = await signature(path.join(root, name));
      if (seen !== undefined) entries.set(name, seen);
      // Links are never followed: a folder elsewhere is not this folder's content.
      if (entry.isDirectory()) await scanInto(root, name, options, entries);
    }),
  );
}

/** Scans `dir` (see `FolderScan`); a folder that does not exist is `absent`. */
export async function scanFolder(dir: string, options: ScanOptions): Promise<FolderScan> {
  let identity: string;
  try {
    const own = await stat(dir);
    if (!own.isDirectory()) return ABSENT;
    identity = `${String(own.dev)}:${String(own.ino)}`;
  } catch {
    return ABSENT;
  }
  const entries = new Map<string, string>();
  await scanInto(dir, '', options, entries);
  return { identity, entries };
}

/** Whether two scans show the same folder with the same files. */
export function sameScan(a: FolderScan, b: FolderScan): boolean {
  if (a.identity !== b.identity || a.entries.size !== b.entries.size) return false;
  for (const [name, seen] of a.entries) if (b.entries.get(name) !== seen) return false;
  return true;
}
