import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  draftedContent,
  type ContentStore,
  type ContentTree,
  type ListedDraft,
} from '../../../content-model';
import { draftConflict } from '../authoringErrors';

/** The drafted content as a scratch folder of its own, and what it was made of. */
export interface DraftedFolder {
  readonly dir: string;
  /** The drafts the folder was made with: a batch saved from it is based on their revisions. */
  readonly drafts: readonly ListedDraft[];
  /** The head's revision of each published file. */
  readonly published: ReadonlyMap<string, number>;
  /** Every file of the drafted content, written out or not. */
  readonly paths: readonly string[];
  /** A file of the folder as bytes, by its path in the content. */
  read(file: string): Promise<Uint8Array>;
}

/**
 * Runs `use` on the head's content with every draft applied, written out to a scratch folder
 * the content-model's folder tools (the XLIFF export and import, `addImage`) may read and write;
 * the folder is removed afterwards.
 */
export async function withDraftedFolder<T>(
  store: ContentStore,
  use: (folder: DraftedFolder) => Promise<T>,
  /** The files the folder needs, when not all of them (every path is still in `paths`). */
  only: (file: string) => boolean = () => true,
): Promise<T> {
  const drafted = await draftedContent(store);
  const tree: ContentTree = drafted.head ? await store.tree(drafted.head.id) : new Map();
  const dir = await mkdtemp(path.join(tmpdir(), 'authoring-drafted-'));
  try {
    await Promise.all(
      [...drafted.files]
        .filter(([file]) => only(file))
        .map(([file, body]) => writeInto(dir, file, body)),
    );
    return await use({
      dir,
      drafts: drafted.drafts,
      paths: [...drafted.files.keys()],
      published: new Map([...tree].map(([file, entry]) => [file, entry.revision])),
      read: async (file) => new Uint8Array(await readFile(path.join(dir, file))),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function writeInto(dir: string, file: string, body: Uint8Array): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), body);
}

/** One file of a batch: its new bytes, or null to remove it when the draft is published. */
export interface BatchFile {
  readonly path: string;
  readonly body: Uint8Array | null;
  /** The revisions the client saw, when it names them; else the folder's. */
  readonly revision?: number;
  readonly baseRevision?: number;
}

/** What a batch saved: each file's draft revision (0: a draft-only file's draft discarded). */
export interface SavedFile {
  readonly path: string;
  readonly revision: number;
}

/**
 * Saves `files` as drafts by `author`, each on the draft (or the published file) `folder` was made
 * of, all or none (one write of the store): when someone saved one of those drafts since, nothing
 * is saved and the answer is a 409 naming who. Removing a file that is only a draft discards it.
 */
export async function saveDraftBatch(
  store: ContentStore,
  folder: Pick<DraftedFolder, 'drafts' | 'published'>,
  files: readonly BatchFile[],
  author: string,
): Promise<SavedFile[]> {
  const before = new Map(folder.drafts.map((draft) => [draft.path, draft]));
  const writes = files.map((file) => {
    const previous = before.get(file.path);
    return {
      path: file.path,
      body: file.body,
      revision: file.revision ?? previous?.revision ?? 0,
      baseRevision:
        file.baseRevision ?? previous?.baseRevision ?? folder.published.get(file.path) ?? 0,
      author,
      discard: file.body === null && previous !== undefined && !folder.published.has(file.path),
    };
  });
  const outcome = await store.saveDrafts(writes);
  if (outcome.result === 'conflict') throw draftConflict(outcome.path, outcome.current);
  const saved = new Map(outcome.drafts.map((draft) => [draft.path, draft.revision]));
  return files.map((file) => ({ path: file.path, revision: saved.get(file.path) ?? 0 }));
}
