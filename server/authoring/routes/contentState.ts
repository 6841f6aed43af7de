import type {
  ContentTree,
  ListedDraft,
  ContentStore,
  TreeEntry,
  VersionInfo,
} from '../../../content-model';
import { AuthoringError } from '../authoringErrors';
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
export interface DraftWrite {
  readonly path: string;
  readonly value: unknown;
}

/** The 409 of a draft someone saved (or discarded) since the state was read: nothing was saved. */
function draftConflict(file: string, current: ListedDraft | undefined | null): AuthoringError {
  const by = current
    ? `was saved by ${current.savedBy} at ${current.savedAt} (revision ${String(current.revision)})`
    : 'was published or discarded';
  return new AuthoringError(
    409,
    'conflict',
    `The draft of ${file} ${by} while this change was made; nothing was saved. Read it again and retry.`,
    {
      path: file,
      current: current ? (({ body: _body, ...draft }) => draft)(current) : null,
    },
  );
}

/** What one step of `saveDrafts` did, to be put back if a later one is refused. */
type Done =
  | { readonly kind: 'saved'; readonly path: string; readonly revision: number }
  | { readonly kind: 'discarded'; readonly path: string };

/**
 * Saves `writes` as drafts, each on the revisions `state` read, all or none: they are saved in
 * order and, when one is refused (someone saved that file since), the ones already saved are put
 * back as they were (the draft before, or no draft) and the refusal is thrown. The store saves one
 * draft at a time, so this is the route's own transaction. Removing a file that was never
 * published discards its draft.
 */
export async function saveDrafts(
  store: ContentStore,
  state: ContentState,
  writes: readonly DraftWrite[],
  author: string,
): Promise<void> {
  const done: Done[] = [];
  for (const write of writes) {
    const before = state.drafts.get(write.path);
    if (write.value === null && !state.tree.has(write.path)) {
      if (!before) continue;
      if (await store.discardDraft({ path: write.path, revision: before.revision })) {
        done.push({ kind: 'discarded', path: write.path });
        continue;
      }
    } else {
      const outcome = await store.saveDraft({
        path: write.path,
        body: write.value === null ? null : jsonBytes(write.value),
        revision: before?.revision ?? 0,
        baseRevision: before?.baseRevision ?? state.tree.get(write.path)?.revision ?? 0,
        author,
      });
      if (outcome.result === 'saved') {
        done.push({ kind: 'saved', path: write.path, revision: outcome.draft.revision });
        continue;
      }
    }
    await rollBack(store, state, done.reverse());
    throw draftConflict(write.path, await store.draft(write.path));
  }
}

/** Puts each draft `done` changed back as `state` read it. */
async function rollBack(store: ContentStore, state: ContentState, done: readonly Done[]) {
  for (const step of done) {
    const before = state.drafts.get(step.path);
    if (step.kind === 'saved' && !before) {
      await store.discardDraft({ path: step.path, revision: step.revision });
    } else if (before) {
      await store.saveDraft({
        path: step.path,
        body: before.body,
        revision: step.kind === 'saved' ? step.revision : 0,
        baseRevision: before.baseRevision,
        author: before.savedBy,
      });
    }
  }
}
