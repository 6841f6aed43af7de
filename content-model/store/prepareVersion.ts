import { changesBetween } from '../versions/changes';
import type {
  Conflict,
  ContentTree,
  FileChange,
  PublishOutcome,
  PublishRequest,
  TreeEntry,
  VersionInfo,
} from './contentStore';
import { checkFiles } from './checkFiles';
import { assertContentPath, hashOf, sameHashes, type ContentFiles } from './contentFiles';
import { newVersionId } from './versionIds';

/** The published version and its files, as a publish starts from them. */
export interface Head {
  readonly version: VersionInfo;
  readonly tree: ContentTree;
}

/** A version ready to be written: its record, its files, and the bytes the store lacks. */
export interface PreparedVersion {
  readonly result: 'ready';
  readonly version: VersionInfo;
  readonly tree: ContentTree;
  /** Bytes of the files the publish writes, by hash (the store keeps each hash once). */
  readonly bodies: ReadonlyMap<string, Uint8Array>;
}

type Refusal = Exclude<PublishOutcome, { result: 'published' }>;

/** A change made on `change.baseRevision` of a file published now as `current`. */
export function fileConflict(change: FileChange, current: TreeEntry | undefined): Conflict {
  return {
    of: 'file',
    path: change.path,
    baseRevision: change.baseRevision,
    revision: current?.revision ?? 0,
    by: current?.by ?? 'unknown',
    at: current?.at ?? '',
  };
}

/** Each change whose base revision is not the published file's now. */
function conflictsOf(tree: ContentTree | undefined, request: PublishRequest): Conflict[] {
  return request.changes
    .filter((change) => (tree?.get(change.path)?.revision ?? 0) !== change.baseRevision)
    .map((change) => fileConflict(change, tree?.get(change.path)));
}

/**
 * The changes that make `tree`'s files into `files`, each on the revision `tree` has: what a hand
 * edit of the folder, an import or a restore publishes.
 */
export function changesToFiles(tree: ContentTree | undefined, files: ContentFiles): FileChange[] {
  const changes: FileChange[] = [];
  for (const [file, body] of files) {
    const entry = tree?.get(file);
    if (entry?.hash !== hashOf(body)) {
      changes.push({ path: file, body, baseRevision: entry?.revision ?? 0 });
    }
  }
  for (const [file, entry] of tree ?? []) {
    if (!files.has(file)) changes.push({ path: file, body: null, baseRevision: entry.revision });
  }
  return changes;
}

const hashesOf = (tree: ContentTree) =>
  new Map([...tree].map(([file, entry]) => [file, entry.hash]));

/**
 * Everything a publish decides before it writes: the conflicts (a change on a stale base), no
 * change at all, or the content as it would be, checked whole; then the new version's record.
 * `read` gives the published files' bytes. Nothing is written here.
 */
export async function prepareVersion(
  head: Head | undefined,
  request: PublishRequest,
  read: (hash: string) => Promise<Uint8Array>,
  /**
   * `checkedFiles`: the content as changed, just read and checked whole by the caller (the folder
   * store's save): neither read nor checked again.
   */
  options: { checkedFiles?: ContentFiles } = {},
): Promise<PreparedVersion | Refusal> {
  const now = new Date();
  for (const change of request.changes) assertContentPath(change.path);
  const conflicts = conflictsOf(head?.tree, request);
  if (conflicts.length > 0) return { result: 'conflict', conflicts };

  const at = now.toISOString();
  const tree = new Map<string, TreeEntry>(head?.tree);
  const bodies = new Map<string, Uint8Array>();
  for (const change of request.changes) {
    const current = tree.get(change.path);
    if (change.body === null) {
      tree.delete(change.path);
      continue;
    }
    const hash = hashOf(change.body);
    if (current?.hash === hash) continue;
    bodies.set(hash, change.body);
    const revision = (current?.revision ?? 0) + 1;
    tree.set(change.path, { hash, size: change.body.byteLength, revision, by: request.author, at });
  }
  if (head && sameHashes(hashesOf(head.tree), hashesOf(tree))) {
    return { result: 'unchanged', version: head.version };
  }

  const readAll = async (entries: ContentTree, known: ContentFiles = new Map()) =>
    new Map(
      await Promise.all(
        [...entries].map(
          async ([file, entry]) =>
            [file, known.get(file) ?? bodies.get(entry.hash) ?? (await read(entry.hash))] as const,
        ),
      ),
    );
  const after = await readAll(tree, options.checkedFiles);
  if (!options.checkedFiles) {
    const check = await checkFiles(after);
    if (!check.ok) return { result: 'refused', problems: check.problems };
  }
  // A file the publish leaves as it was has the same bytes before: only changed ones are read.
  const unchanged = new Map(
    [...(head?.tree ?? [])].flatMap(([file, entry]) => {
      const same = tree.get(file)?.hash === entry.hash ? after.get(file) : undefined;
      return same ? [[file, same] as const] : [];
    }),
  );
  const before = head ? await readAll(head.tree, unchanged) : undefined;

  const number = (head?.version.number ?? 0) + 1;
  const version: VersionInfo = {
    id: newVersionId(number),
    number,
    parent: head?.version.id ?? null,
    author: request.author,
    at,
    message: request.message,
    changes: changesBetween(before, after),
    ...(request.restoredFrom ? { restoredFrom: request.restoredFrom } : {}),
  };
  return { result: 'ready', version, tree, bodies };
}
