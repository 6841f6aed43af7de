import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentStore, PublishOutcome, VersionInfo } from './contentStore';
import { applyToFolder, readFolderFiles } from './contentFiles';
import { changesToFiles } from './prepareVersion';

/** The file an export writes beside the content: the version it was exported from. */
const VERSION_FILE = '.content-version';

const headTree = async (store: ContentStore, head: VersionInfo | undefined) =>
  head && (await store.tree(head.id));

/** A version's files, read from the store. */
export async function versionFiles(
  store: ContentStore,
  id: string,
): Promise<Map<string, Uint8Array>> {
  const tree = await store.tree(id);
  return new Map(
    await Promise.all(
      [...tree].map(async ([file, entry]) => [file, await store.read(entry.hash)] as const),
    ),
  );
}

/**
 * Publishes an older version's content again as a new version, through today's checks (a version
 * that no longer passes them is refused with the problems).
 */
export async function restoreVersion(
  store: ContentStore,
  id: string,
  author: string,
  message?: string,
): Promise<PublishOutcome> {
  const target = await store.version(id);
  if (!target) throw new Error(`no version ${id}: see npm run content:history`);
  const head = await store.head();
  const changes = changesToFiles(await headTree(store, head), await versionFiles(store, id));
  return store.publish({
    author,
    message: message ?? `Restored version ${id}`,
    changes,
    restoredFrom: id,
  });
}

export type ImportOutcome =
  | PublishOutcome
  /** Refused: versions were published since the folder's base (newest first). */
  | { readonly result: 'behind'; readonly base: string; readonly since: readonly VersionInfo[] };

export interface ImportOptions {
  author: string;
  message?: string;
  /** The version the folder was made from; default: its `.content-version`. */
  base?: string;
  /** Publish over versions published since the base. */
  force?: boolean;
  /** Told when the folder names no base: the version it replaces. */
  onNoBase?: (replaces: VersionInfo | undefined) => void;
}

/** The version a folder was exported from, from its `.content-version`. */
async function folderBase(dir: string): Promise<string | undefined> {
  try {
    return (await readFile(path.join(dir, VERSION_FILE), 'utf8')).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Publishes a folder as a new version: refused, nothing changed, when it does not pass the checks
 * or when versions were published since its base (unless `force`).
 */
export async function importFolder(
  store: ContentStore,
  dir: string,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const head = await store.head();
  const base = options.base ?? (await folderBase(dir));
  if (base === undefined) options.onNoBase?.(head);
  else if (head && base !== head.id && !options.force) {
    const since: VersionInfo[] = [];
    for (const version of await store.history()) {
      if (version.id === base) break;
      since.push(version);
    }
    return { result: 'behind', base, since };
  }
  const changes = changesToFiles(await headTree(store, head), await readFolderFiles(dir));
  if (head && changes.length === 0) return { result: 'unchanged', version: head };
  return store.publish({
    author: options.author,
    message: options.message ?? `Imported ${path.basename(path.resolve(dir))}`,
    changes,
  });
}

/**
 * Writes a version's files into `dir` (the head's when no id is given), removing files the version
 * does not have, and `.content-version` naming it; returns the version.
 */
export async function exportVersion(
  store: ContentStore,
  dir: string,
  id?: string,
): Promise<VersionInfo> {
  const version = id === undefined ? await store.head() : await store.version(id);
  if (!version) throw new Error(id === undefined ? 'nothing is published yet' : `no version ${id}`);
  const files = await versionFiles(store, version.id);
  const present = await readFolderFiles(dir);
  const removals = [...present.keys()]
    .filter((file) => !files.has(file))
    .map((file) => [file, null] as const);
  await applyToFolder(dir, [...removals, ...files]);
  await writeFile(path.join(dir, VERSION_FILE), `${version.id}\n`);
  return version;
}
