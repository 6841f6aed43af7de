import type {
  ContentTree,
  ListedDraft,
  ContentStore,
  TreeEntry,
  VersionInfo,
} from '../../../content-model';
import { draftConflict } from '../authoringErrors';
import { jsonBytes, jsonValue } from './contentInputs';

/** A file's two revisions as the API answers them: the published one and the draft's, if any. */
interface Revisions {
  readonly published: { revision: number; by: string; at: string } | null;
  readonly draft: {
    revision: number;
    baseRevision: number;
    savedBy: string;
    savedAt: string;
    /** The published file changed since the draft was made on it. */
    stale: boolean;
    /** Publishing the draft removes the file. */
    removes: boolean;
  } | null;
}

/**
 * The content as the authoring routes read it: the published version's files with their
 * revisions and every draft, and each file's JSON as an author sees it (the draft's, else the
 * published file's).
 */
export interface ContentState {
  readonly head: VersionInfo | undefined;
  readonly tree: ContentTree;
  readonly drafts: ReadonlyMap<string, ListedDraft>;
  /**
   * Every file under `folder/` an author sees: drafts' new files in, drafts' removals out (or in,
   * with `removed`).
   */
  readonly paths: (folder: string, options?: { removed?: boolean }) => string[];
  /** A file's JSON as an author sees it; undefined when there is none (or a draft removes it). */
  readonly json: (file: string) => Promise<unknown>;
  /** The published file's JSON; undefined when it is not published. */
  readonly publishedJson: (file: string) => Promise<unknown>;
  readonly revisions: (file: string) => Revisions;
}

const publishedOf = (entry: TreeEntry | undefined) =>
  entry ? { revision: entry.revision, by: entry.by, at: entry.at } : null;

export async function contentState(store: ContentStore): Promise<ContentState> {
  const [head, listed] = await Promise.all([store.head(), store.drafts()]);
  const tree: ContentTree = head ? await store.tree(head.id) : new Map<string, TreeEntry>();
  const drafts = new Map(listed.map((draft) => [draft.path, draft]));
  const read = new Map<string, Promise<unknown>>();
  const publishedJson = (file: string) => {
    const entry = tree.get(file);
    if (!entry) return Promise.resolve(undefined);
    let value = read.get(entry.hash);
    if (!value) {
      value = store.read(entry.hash).then(jsonValue);
      read.set(entry.hash, value);
    }
    return value;
  };
  return {
    head,
    tree,
    drafts,
    paths: (folder, options = {}) => {
      const all = new Set([...tree.keys(), ...drafts.keys()]);
      return [...all]
        .filter((file) => file.startsWith(`${folder}/`) && file.endsWith('.json'))
        .filter((file) => options.removed === true || drafts.get(file)?.body !== null)
        .sort();
    },
    json: async (file) => {
      const draft = drafts.get(file);
      if (draft) return draft.body === null ? undefined : jsonValue(draft.body);
      return publishedJson(file);
    },
    publishedJson,
    revisions: (file) => {
      const draft = drafts.get(file);
      return {
        published: publishedOf(tree.get(file)),
        draft: draft
          ? {
              revision: draft.revision,
              baseRevision: draft.baseRevision,
              savedBy: draft.savedBy,
              savedAt: draft.savedAt,
              stale: draft.stale,
              removes: draft.body === null,
            }
          : null,
      };
    },
  };
}

/** One file a route changes as a draft: its new JSON, or null to remove it. */
export interface JsonWrite {
  readonly path: string;
  readonly value: unknown;
}

/**
 * Saves `writes` as drafts, each on the revisions `state` read, all or none (one write of the
 * store): when someone saved one of those files since, nothing is saved and the answer is a 409
 * naming who. Removing a file that was never published discards its draft.
 */
export async function saveDrafts(
  store: ContentStore,
  state: ContentState,
  writes: readonly JsonWrite[],
  author: string,
): Promise<void> {
  const drafts = writes.flatMap((write) => {
    const before = state.drafts.get(write.path);
    const discard = write.value === null && !state.tree.has(write.path);
    if (discard && !before) return [];
    return [
      {
        path: write.path,
        body: write.value === null ? null : jsonBytes(write.value),
        revision: before?.revision ?? 0,
        baseRevision: before?.baseRevision ?? state.tree.get(write.path)?.revision ?? 0,
        author,
        discard,
      },
    ];
  });
  const outcome = await store.saveDrafts(drafts);
  if (outcome.result === 'conflict') throw draftConflict(outcome.path, outcome.current);
}
